import {createContext, useContext} from 'react';

/**
 * This response's CSP nonce, for scripts added after hydration (the tag manager). Our own
 * context rather than Hydrogen's, so pages do not load Hydrogen's client chunk for one hook.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
