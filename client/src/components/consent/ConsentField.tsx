import { CONSENT } from '@contract/privacy-notice';
import { FieldError } from '../field/Field';
import { PrivacyNotice } from '../privacy-notice/PrivacyNotice';

/**
 * The consent box every form with patient details requires (contact page, questionnaire,
 * booking), named `consent` and read from the form on submit. Left uncontrolled like the fields
 * around it, so a tick made before the page's script has run stays. Under it, before the
 * form's button: how to withdraw, and the link to the notice that says what it covers. The
 * forms check the box themselves (noValidate) and show CONSENT.required in French, never the
 * browser's own bubble.
 */
export function ConsentField({
  id,
  error,
  onChange,
}: {
  id: string;
  /** Shown under the box, and announced by it, when it was left unticked. */
  error?: string;
  onChange?: () => void;
}) {
  const note = `${id}-note`;
  return (
    <div className="consent-field">
      <div className="consent-field__row">
        <input
          type="checkbox"
          id={id}
          name="consent"
          value="oui"
          required
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${note}` : note}
        />
        <label htmlFor={id}>
          {CONSENT.label} <span aria-hidden="true">*</span>
        </label>
      </div>
      <FieldError controlId={id} message={error} />
      <PrivacyNotice className="consent-field__note" id={note}>
        {CONSENT.withdrawal}
      </PrivacyNotice>
    </div>
  );
}
