import { ExternalLink } from '../../components/icons/external-link';
import { Send } from '../../components/icons/send';
import { FormEvent, useId, useState } from 'react';
import { ChooseSlotLink } from '../booking/ChooseSlotLink';
import { siteBookingOn } from '../booking/paths';
import { deriveTreatment, headlineFor, treatmentHref } from '../../content/questionnaire-treatment';
import { toast } from '../../stores/toast-store';
import { ConsentField } from '../../components/consent/ConsentField';
import { MessageField, NameField, PhoneField } from '../../components/field/contact-fields';
import { leadSource } from '../../lib/lead-source';
import { SubmissionKey } from '../../lib/submission-key';
import { PROOF_OF_WORK_MESSAGE } from '@contract/proof-of-work';
import { sendQuestionnaireRequest } from './api';
import { FINAL_STEP_ORDER, FinalStepErrors, validateFinalStep } from './final-step-form';
import { failureMessage, SUCCESS_MESSAGE } from './messages';
import type { SentRequest } from './RequestSent';

export interface FinalStepProps {
  labels: string[];
  selections: Record<string, string>;
  /** True while the step slides: the fields and the submit are disabled. */
  locked: boolean;
  /** The request was stored: the questionnaire shows its confirmation in place of this step. */
  onSent(sent: SentRequest): void;
}

const EMPTY = { name: '', phone: '', message: '' };

/** The last step: the suggested treatment and the request form. */
export function FinalStep({ labels, selections, locked, onSent }: FinalStepProps) {
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  // The flooded server asked for a proof of work: the browser computes it before sending again.
  const [verifying, setVerifying] = useState(false);
  // Sent again unchanged after a lost answer, the request is stored once (Idempotency-Key).
  const [submission] = useState(() => new SubmissionKey());
  // Checked here, in French, rather than by the browser (noValidate).
  const [errors, setErrors] = useState<FinalStepErrors>({});
  const id = `q${useId()}`;
  const treatment = deriveTreatment(labels);

  const field = (name: keyof typeof EMPTY) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    error: name === 'message' ? undefined : errors[name],
    onChange: (event: { target: { value: string } }) => {
      setForm({ ...form, [name]: event.target.value });
      if (name !== 'message' && errors[name]) setErrors({ ...errors, [name]: undefined });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || sending) return;
    const element = event.currentTarget;
    const found = validateFinalStep({ ...form, consent: new FormData(element).get('consent') !== null });
    setErrors(found);
    const first = FINAL_STEP_ORDER.find((name) => found[name]);
    if (first) {
      element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    const result = await sendQuestionnaireRequest(
      {
        name: form.name.trim(),
        phone: form.phone.trim(),
        message: form.message.trim(),
        service: treatment,
        selections,
        // Checked above: the form is not sent until the box is ticked.
        consent: true,
        ...leadSource('questionnaire'),
      },
      submission,
      () => setVerifying(true),
    );
    setSending(false);
    setVerifying(false);
    if (result.ok) {
      toast.success(SUCCESS_MESSAGE);
      // What was sent stays on screen (the toast goes): the confirmation repeats it as typed.
      onSent({
        id: typeof result.data?._id === 'string' ? result.data._id : undefined,
        treatment,
        name: form.name.trim(),
        phone: form.phone.trim(),
        withMessage: form.message.trim() !== '',
      });
    } else {
      toast.error(failureMessage(result));
    }
  };

  return (
    <div className="q-final">
      <div className="q-final__summary">
        <p className="q-final__headline">{headlineFor(labels)}</p>
        <div className="q-final__suggestion">
          <p className="q-final__suggestion-label">Soin suggéré</p>
          <a
            href={treatmentHref(treatment)}
            target="_blank"
            rel="noopener"
            className="q-final__treatment"
            data-testid="suggested-treatment"
          >
            {treatment}
            <ExternalLink size={16} aria-hidden="true" />
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </div>
        {labels.length > 0 && (
          <div className="q-final__answers">
            <p className="q-final__suggestion-label">Vos réponses</p>
            <ol className="q-final__answer-list">
              {labels.map((label, index) => (
                <li key={index}>{label}</li>
              ))}
            </ol>
          </div>
        )}
        {siteBookingOn() && (
          <div className="q-final__booking">
            <p className="q-final__booking-text">
              {'Vous préférez fixer vous-même la date\u00a0? Réservez un créneau libre en ligne.'}
            </p>
            <ChooseSlotLink className="btn btn--ghost q-final__booking-link" />
          </div>
        )}
      </div>
      <form className="q-form" onSubmit={submit} noValidate aria-label="Demande de rappel">
        <fieldset className="q-form__fields" disabled={locked || sending}>
          <legend className="visually-hidden">Vos coordonnées</legend>
          <NameField {...field('name')} />
          <PhoneField {...field('phone')} />
          <MessageField {...field('message')} rows={3} />
          <ConsentField
            id={`${id}-consent`}
            error={errors.consent}
            onChange={() => setErrors({ ...errors, consent: undefined })}
          />
          <button type="submit" className="btn btn--primary q-form__submit">
            <Send size={18} aria-hidden="true" />
            {verifying ? PROOF_OF_WORK_MESSAGE : sending ? 'Envoi en cours…' : 'Envoyer ma demande'}
          </button>
        </fieldset>
      </form>
    </div>
  );
}
