/**
 * Under a number the server could not read as a phone number (no E.164 form): every lookup
 * compares that form, so the patients' rights and the booking links will not find this row by
 * its number (by its e-mail they still do).
 */
export function UnrecognisedPhone() {
  return (
    <p className="contact-detail__phone-note">
      Numéro non reconnu{'\u00a0'}: cette demande ne sera pas retrouvée par son numéro.
    </p>
  );
}
