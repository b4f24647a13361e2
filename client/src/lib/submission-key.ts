/** A fresh key for one submission (the server stores it once however often it is sent). */
export function attemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of one filled form. Sending the same content again (a retry after a
 * lost answer, the resend after a proof of work) reuses its key, so the server stores one
 * request however often it arrives; a changed content, or a new send once the form was
 * accepted, is a new request with a new key.
 */
export class SubmissionKey {
  private current?: { content: string; value: string };

  /** The key to send `body` with. */
  keyFor(body: unknown): string {
    const content = JSON.stringify(body);
    if (this.current?.content !== content) this.current = { content, value: attemptKey() };
    return this.current.value;
  }

  /** The server took the form: whatever is sent next is another request. */
  accepted(): void {
    this.current = undefined;
  }
}
