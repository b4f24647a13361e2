// The readers of one environment variable each: the value, or the fallback when it is unset,
// empty or wrong; a wrong value adds its problem, in French, to the list validateEnv reports.

export type Env = Record<string, string | undefined>;

export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »)`);
    return fallback;
  }
  return value;
}

export function oneOf<T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    problems.push(`${name} doit valoir ${allowed.join(', ')} (reçu « ${raw} »)`);
    return fallback;
  }
  return raw as T;
}
