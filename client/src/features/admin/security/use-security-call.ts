import { useState } from 'react';
import { describeFailure } from './security-api';

/**
 * One pending call of a security form: `run` sends it, keeps the French error to show, and
 * signs out when the failure is the end of the session.
 */
export function useSecurityCall(onUnauthorized: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setPending(true);
    setError(null);
    try {
      return await call();
    } catch (failure) {
      const described = await describeFailure(failure);
      if (described === 'signed-out') onUnauthorized();
      else setError(described.message);
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return { pending, error, run };
}
