import { CONTACT_LIMITS, PHONE_PATTERN } from '@contract/contact-request';
import { CONSENT } from '@contract/privacy-notice';

export interface BookingFields {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
}

export type BookingFieldName = keyof BookingFields;
export type BookingErrors = Partial<Record<BookingFieldName, string>>;

/** The order of the fields on the page: focus goes to the first one that needs a correction. */
export const FIELD_ORDER: BookingFieldName[] = ['name', 'phone', 'email', 'message', 'consent'];

export const FIELD_MESSAGES = {
  nameRequired: 'Indiquez votre nom complet.',
  phoneRequired: 'Indiquez un numéro de téléphone où vous joindre.',
  phoneInvalid: 'Ce numéro de téléphone n’est pas valide (chiffres, espaces, +, - et parenthèses).',
  emailInvalid: 'Cette adresse e-mail n’est pas valide (exemple\u00a0: nom@exemple.tn).',
  /** The one consent's wording, as on the other forms and in the server's refusal. */
  consentRequired: CONSENT.required,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's values as read from its fields (left uncontrolled, see BookingForm). */
export function readFields(form: HTMLFormElement): BookingFields {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    message: text('message'),
    consent: data.get('consent') !== null,
  };
}

/** The form's rules; an empty object when it can be sent. The server checks them again. */
export function validateBooking(values: BookingFields): BookingErrors {
  const errors: BookingErrors = {};
  if (!values.name) errors.name = FIELD_MESSAGES.nameRequired;
  if (!values.phone) errors.phone = FIELD_MESSAGES.phoneRequired;
  else if (
    !PHONE_PATTERN.test(values.phone) ||
    values.phone.replace(/\D/g, '').length < CONTACT_LIMITS.phoneDigits
  )
    errors.phone = FIELD_MESSAGES.phoneInvalid;
  if (values.email && !EMAIL.test(values.email)) errors.email = FIELD_MESSAGES.emailInvalid;
  if (!values.consent) errors.consent = FIELD_MESSAGES.consentRequired;
  return errors;
}

/** The server's field names are the form's; anything else (the slot, the type) is said above the form. */
export function fieldErrorsFromServer(errors: Record<string, string>): BookingErrors {
  const found: BookingErrors = {};
  for (const name of FIELD_ORDER) if (errors[name]) found[name] = errors[name];
  return found;
}
