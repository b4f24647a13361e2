import { errorAttributes, FieldError } from '../field/Field';

/** What the patient agrees to: health data needs their express consent before anything is sent. */
export const CONSENT_LABEL =
  'J’accepte que le cabinet utilise ces informations, y compris celles qui concernent ma santé, pour répondre à ma demande.';

/**
 * The consent box both forms require, named `consent` (read from the form on submit). Left
 * uncontrolled like the fields around it, so a tick made before the page's script has run
 * stays. The notice it refers to is linked just below each form.
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
          {...errorAttributes(id, error)}
        />
        <label htmlFor={id}>
          {CONSENT_LABEL} <span aria-hidden="true">*</span>
        </label>
      </div>
      <FieldError controlId={id} message={error} />
    </div>
  );
}
