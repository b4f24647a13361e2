import type { InputHTMLAttributes } from 'react';

function LabelledInput({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="security__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/** The password, asked again before the second factor is turned on or off. */
export function PasswordField({ id }: { id: string }) {
  return (
    <LabelledInput
      id={id}
      label="Mot de passe"
      name="password"
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

/**
 * The code of the authenticator app, named `code`. With `recovery`, a recovery code is taken too:
 * it has letters, so no numeric keyboard, and no spell check either.
 */
export function CodeField({ id, recovery = false }: { id: string; recovery?: boolean }) {
  return (
    <LabelledInput
      id={id}
      label={
        recovery ? 'Code de l’application ou code de secours' : 'Code à 6 chiffres affiché par l’application'
      }
      name="code"
      type="text"
      autoComplete="one-time-code"
      required
      {...(recovery ? { spellCheck: false } : { inputMode: 'numeric' })}
    />
  );
}

/** What was typed in the form's `CodeField` (`recovery` as the field was given it), ready to send. */
export function typedCode(form: HTMLFormElement, recovery = false): string {
  const typed = String(new FormData(form).get('code') ?? '');
  // An app's code is often read out or pasted as "123 456".
  if (!recovery) return typed.replace(/\s/g, '');
  // With a recovery code possible, only the app code's shape loses its space; a recovery code keeps its own.
  const trimmed = typed.trim();
  return /^\d{3}\s+\d{3}$/.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
}
