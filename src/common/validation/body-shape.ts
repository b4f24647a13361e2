import { NOT_AN_OBJECT_MESSAGE, UNKNOWN_FIELD_MESSAGE, validationFailure } from './validation-failure';

/** Keys that could reach an object's prototype, wherever they appear in a body. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const FORBIDDEN_NESTED_KEY_MESSAGE = 'Cette valeur contient une clé interdite.';
const TOO_DEEP_MESSAGE = 'Cette valeur est trop imbriquée.';

/**
 * The deepest a body of our DTOs goes: the booking's weekly hours (body → days → ranges →
 * [opens, closes]); anything deeper is refused.
 */
const MAX_CONTAINER_DEPTH = 4;

function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Runs before Nest's ValidationPipe, on the body exactly as JSON.parse left it. Two reasons:
 * the pipe silently deletes `__proto__`/`constructor`/`prototype` keys (we want a 400, not a
 * quiet success), and it walks the body recursively (a deeply nested body could exhaust the
 * stack). The walk here is iterative and stops at the first problem of each field.
 */
export function assertSafeBody(body: unknown): void {
  if (body === undefined || body === null) return;
  if (!isContainer(body) || Array.isArray(body)) throw validationFailure([], NOT_AN_OBJECT_MESSAGE);

  const problems: [string, string][] = [];
  for (const field of Object.keys(body)) {
    if (FORBIDDEN_KEYS.has(field)) {
      problems.push([field, UNKNOWN_FIELD_MESSAGE]);
      continue;
    }
    const problem = nestedProblem(body[field]);
    if (problem) problems.push([field, problem]);
  }
  if (problems.length > 0) throw validationFailure(problems);
}

function nestedProblem(root: unknown): string | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 2 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (!isContainer(value)) continue;
    if (depth > MAX_CONTAINER_DEPTH) return TOO_DEEP_MESSAGE;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return FORBIDDEN_NESTED_KEY_MESSAGE;
      stack.push({ value: value[key], depth: depth + 1 });
    }
  }
  return undefined;
}
