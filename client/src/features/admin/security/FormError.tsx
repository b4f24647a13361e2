/** A form's error, read out as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="security__error" role="alert">
      {message}
    </p>
  ) : null;
}
