import { CONTACT_LIMITS } from '@contract/contact-request';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

/** What a form gives each of these fields: its id, name and error, and how it reads the value. */
type Given<Attributes> = Attributes & { id: string; error?: string };

/**
 * The patient's details that the contact, booking and questionnaire forms all ask for, with the
 * same labels, autofill hints and the server's limits.
 */
export function NameField(props: Given<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field
      label="Nom complet *"
      type="text"
      autoComplete="name"
      maxLength={CONTACT_LIMITS.name}
      required
      {...props}
    />
  );
}

export function PhoneField(props: Given<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field
      label="Téléphone *"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      maxLength={CONTACT_LIMITS.phone}
      required
      {...props}
    />
  );
}

/** Required unless `optional` (a booking can do without it: the phone is enough). */
export function EmailField({
  optional = false,
  ...props
}: Given<InputHTMLAttributes<HTMLInputElement>> & { optional?: boolean }) {
  return (
    <Field
      label={optional ? 'Adresse e-mail (optionnelle)' : 'Adresse e-mail *'}
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={CONTACT_LIMITS.email}
      required={!optional}
      {...props}
    />
  );
}

export function MessageField(props: Given<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <Field as="textarea" label="Message (optionnel)" maxLength={CONTACT_LIMITS.message} {...props} />;
}
