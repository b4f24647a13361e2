/**
 * What may be logged of an error from a mail server or the database: its code (nodemailer's
 * ECONNECTION, EAUTH…, PostgreSQL's SQLSTATE) and an SMTP reply code. Never the message: a
 * server's reply can quote addresses or values.
 */
export function errorCodes(error: unknown): { code: string; responseCode?: number } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    code: typeof code === 'string' && /^[A-Z0-9_]{1,32}$/.test(code) ? code : 'unknown',
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}
