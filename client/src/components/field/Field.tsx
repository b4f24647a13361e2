// The public forms' labelled controls with their French error messages, and the patient's shared fields.

import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { CircleAlert } from '../icons/circle-alert';

/** The message under a refused control; its id is the one `errorAttributes` points to. */
export function FieldError({ controlId, message }: { controlId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${controlId}-error`} className="field__error">
      <CircleAlert size={16} aria-hidden="true" />
      {message}
    </p>
  );
}

/** A refused control says so, and is described by the message that says why. */
export function errorAttributes(controlId: string, error?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${controlId}-error` : undefined,
  } as const;
}

type Control =
  | ({ as?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
  | ({ as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({ as: 'select' } & SelectHTMLAttributes<HTMLSelectElement>);

export type FieldProps = Control & {
  id: string;
  label: string;
  /** Shown under the control, and announced by it, while set. */
  error?: string;
};

/** The control's own attributes: `as` only says which element it is. */
function attributesOf<T extends { as?: string }>(control: T): Omit<T, 'as'> {
  const attributes = { ...control };
  delete attributes.as;
  return attributes;
}

/**
 * One labelled control of the public forms (an input, a text area or a list) and its error
 * message, tied to it. Whatever else is given goes to the control: its name, its value if the
 * form controls it, its type and limits.
 */
export function Field({ id, label, error, ...control }: FieldProps) {
  const own = { id, ...errorAttributes(id, error) };
  const element = () => {
    if (control.as === 'textarea') return <textarea {...attributesOf(control)} {...own} />;
    if (control.as === 'select') return <select {...attributesOf(control)} {...own} />;
    return <input {...attributesOf(control)} {...own} />;
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {element()}
      <FieldError controlId={id} message={error} />
    </div>
  );
}
