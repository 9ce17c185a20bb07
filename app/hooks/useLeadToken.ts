import {useEffect, useRef, useState} from 'react';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';

/**
 * The render token a form carries: from a loader or the last answer, otherwise fetched once on
 * mount (forms rendered without a loader: panels, footer, stock alerts).
 */
export function useLeadToken(
  initialToken: string | null | undefined,
  answeredToken: string | null | undefined,
) {
  const tokenPath = sitePath('/api/lead-token', useSite());
  const [token, setToken] = useState(answeredToken ?? initialToken ?? '');

  useEffect(() => {
    if (answeredToken) setToken(answeredToken);
  }, [answeredToken]);

  const requested = useRef(false);
  useEffect(() => {
    if (token || requested.current) return;
    requested.current = true;
    fetch(tokenPath, {
      headers: {Accept: 'application/json'},
      cache: 'no-store',
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{token?: string}>) : null,
      )
      .then((body) => {
        if (body?.token) setToken((current) => current || body.token!);
      })
      .catch(() => {
        // Without a token the server asks the visitor to send once more; nothing is lost.
      });
  }, [token, tokenPath]);

  return token;
}
