import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from then on (and at once
 * on a page reached by client-side navigation). A form disables its submit button until then:
 * before its script runs, a native submission would put the fields (a password, a phone
 * number) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
