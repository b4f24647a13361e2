import { CONSENT } from '@contract/privacy-notice';
import { contactMessages } from '../../content/contact';

export type FinalStepField = 'name' | 'phone' | 'consent';
export type FinalStepErrors = Partial<Record<FinalStepField, string>>;

/** The fields in page order: focus goes to the first one to correct. */
export const FINAL_STEP_ORDER: FinalStepField[] = ['name', 'phone', 'consent'];

/**
 * What the final step's form checks before sending, in French under each field (the form is
 * noValidate: a browser's own bubble is often in English). The phone number's shape is left
 * to the server, whose French refusal the toast shows.
 */
export function validateFinalStep(values: {
  name: string;
  phone: string;
  consent: boolean;
}): FinalStepErrors {
  const errors: FinalStepErrors = {};
  if (!values.name.trim()) errors.name = contactMessages.fullNameRequired;
  if (!values.phone.trim()) errors.phone = contactMessages.phoneRequired;
  if (!values.consent) errors.consent = CONSENT.required;
  return errors;
}
