import { PHONE_PATTERN } from '@contract/contact-request';
import { CONSENT } from '@contract/privacy-notice';
import { contactMessages } from '../../content/contact';
import type { components } from '../../lib/api/schema';

type ContactRequestBody = components['schemas']['CreateContactDto'];

export interface ContactFields {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  service: string;
  /** The consent box is ticked. */
  consent: boolean;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const EMPTY_CONTACT: ContactFields = {
  fullName: '',
  email: '',
  phone: '',
  message: '',
  service: '',
  consent: false,
};

/** A simple address shape: something@something.something, without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form's rules; an empty object when everything is valid. */
export function validateContact(values: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.fullName.trim()) errors.fullName = contactMessages.fullNameRequired;
  const email = values.email.trim();
  if (!email) errors.email = contactMessages.emailRequired;
  else if (!EMAIL.test(email)) errors.email = contactMessages.emailInvalid;
  const phone = values.phone.trim();
  if (!phone) errors.phone = contactMessages.phoneRequired;
  else if (!PHONE_PATTERN.test(phone)) errors.phone = contactMessages.phoneInvalid;
  if (!values.service) errors.service = contactMessages.serviceRequired;
  if (!values.consent) errors.consent = CONSENT.required;
  return errors;
}

/** The request body of the contact page: message "" when empty, no selections, consent when given. */
export function contactRequestBody(values: ContactFields): ContactRequestBody {
  return {
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    service: values.service,
    selections: {},
    ...(values.consent ? { consent: true as const } : {}),
  };
}

/** Server field names (400 `errors`) → the form's fields. */
export const serverFieldToFormField: Record<string, keyof ContactFields> = {
  name: 'fullName',
  email: 'email',
  phone: 'phone',
  message: 'message',
  service: 'service',
  consent: 'consent',
};
