import { CircleAlert } from '../../components/icons/circle-alert';
import { CircleCheck } from '../../components/icons/circle-check';
import { Send } from '../../components/icons/send';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { ChooseSlotLink } from '../booking/ChooseSlotLink';
import { siteBookingOn } from '../booking/paths';
import { contactMessages, contactServices } from '../../content/contact';
import { ConsentField } from '../../components/consent/ConsentField';
import { EmailField, MessageField, NameField, PhoneField } from '../../components/field/contact-fields';
import { Field } from '../../components/field/Field';
import { PROOF_OF_WORK_MESSAGE } from '@contract/proof-of-work';
import { SubmissionKey } from '../../lib/submission-key';
import { useHydrated } from '../../lib/use-hydrated';
import { sendContactRequest } from './api';
import { ContactErrors, ContactFields, validateContact } from './validation';

/** The success panel stays 5 s, then the empty form returns. */
export const SUCCESS_PANEL_MS = 5000;

type FieldName = keyof ContactFields;
const ORDER: FieldName[] = ['fullName', 'email', 'phone', 'service', 'message', 'consent'];

/**
 * The contact page's form: checked on submit, each message cleared as its field is edited. The
 * fields are uncontrolled, read from the form on submit: what a visitor types into the
 * prerendered page before its script has run stays (a controlled field would be emptied by the
 * render that follows hydration). After a success the form is unmounted, and comes back empty.
 * `title`: its heading, which says « or » when online booking is offered above it.
 */
export function ContactForm({ title = 'Demande de rendez-vous' }: { title?: string }) {
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  // The flooded server asked for a proof of work: the browser computes it before sending again.
  const [verifying, setVerifying] = useState(false);
  const [sent, setSent] = useState(false);
  // The request just sent: « Choisir un créneau » carries it, so the booking marks it booked.
  const [requestId, setRequestId] = useState<string>();
  // Sent again unchanged after a lost answer, the request is stored once (Idempotency-Key).
  const [submission] = useState(() => new SubmissionKey());
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The field to focus once the form is enabled again (it is disabled while sending).
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName }>();

  useEffect(() => {
    if (!focusRequest || sending) return;
    form.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest, sending]);

  useEffect(() => {
    if (!sent) return;
    panel.current?.focus();
    const timer = window.setTimeout(() => {
      const focusWasInPanel = panel.current?.contains(document.activeElement) ?? false;
      setSent(false);
      if (focusWasInPanel)
        window.setTimeout(() => form.current?.querySelector<HTMLElement>('input')?.focus());
    }, SUCCESS_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const change = (name: FieldName) => () => {
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
    if (formError) setFormError(undefined);
  };

  const focusFirstError = (found: ContactErrors) => {
    const first = ORDER.find((name) => found[name]);
    if (first) setFocusRequest({ field: first });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const read = (name: Exclude<FieldName, 'consent'>) => String(data.get(name) ?? '');
    const values: ContactFields = {
      fullName: read('fullName'),
      email: read('email'),
      phone: read('phone'),
      service: read('service'),
      message: read('message'),
      consent: data.get('consent') !== null,
    };
    const found = validateContact(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    setSending(true);
    const result = await sendContactRequest(values, submission, () => setVerifying(true));
    setSending(false);
    setVerifying(false);
    if (result.ok) {
      setRequestId(result.id);
      setSent(true);
    } else if (result.failure === 'offline') {
      // No answer at all: the form's own message, under the first field.
      setErrors({ fullName: contactMessages.sendFailed });
      focusFirstError({ fullName: contactMessages.sendFailed });
    } else {
      setErrors(result.fieldErrors);
      setFormError(result.message);
      focusFirstError(result.fieldErrors);
    }
  };

  if (sent) {
    return (
      <div ref={panel} className="contact-success" role="status" tabIndex={-1} data-testid="contact-success">
        <CircleCheck className="contact-success__icon" size={44} aria-hidden="true" />
        <h2 className="contact-success__title">{contactMessages.successTitle}</h2>
        <p className="contact-success__text">{contactMessages.successText}</p>
        {siteBookingOn() && (
          <ChooseSlotLink className="btn btn--ghost contact-success__booking" requestId={requestId} />
        )}
      </div>
    );
  }

  const common = (name: FieldName) => ({
    id: `contact-${name}`,
    name,
    error: errors[name],
    onChange: change(name),
  });

  return (
    <form
      ref={form}
      className="contact-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {title}
      </h2>
      <p className="contact-form__hint">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <fieldset className="contact-form__fields" disabled={sending}>
        <legend className="visually-hidden">Vos coordonnées et votre demande</legend>
        <NameField {...common('fullName')} />
        <div className="contact-form__row">
          <EmailField {...common('email')} />
          <PhoneField {...common('phone')} placeholder={contactMessages.phonePlaceholder} />
        </div>
        <Field {...common('service')} as="select" label="Service souhaité *" required>
          <option value="">Sélectionnez un service</option>
          {contactServices.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </Field>
        <MessageField {...common('message')} rows={5} />
        <ConsentField id="contact-consent" error={errors.consent} onChange={change('consent')} />
        {formError && (
          <p className="contact-form__alert" role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            {formError}
          </p>
        )}
        {verifying && (
          <p className="contact-form__hint" role="status" data-testid="contact-verifying">
            {PROOF_OF_WORK_MESSAGE}
          </p>
        )}
        <button type="submit" className="btn btn--primary contact-form__submit" disabled={!hydrated}>
          <Send size={18} aria-hidden="true" />
          {sending ? 'Envoi en cours…' : 'Envoyer ma demande'}
        </button>
      </fieldset>
    </form>
  );
}
