import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cancellation link's token: an HMAC of the appointment's id with the server's secret.
 * Nothing to store, the same token for the same appointment (so a booking sent twice with one
 * idempotency key answers the same link), and no way to forge one for another appointment.
 */
export function cancelToken(secret: string, appointmentId: string): string {
  return createHmac('sha256', `booking-cancel:${secret}`).update(appointmentId).digest('base64url');
}

export function isCancelToken(secret: string, appointmentId: string, token: string): boolean {
  const expected = Buffer.from(cancelToken(secret, appointmentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
