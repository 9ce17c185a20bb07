import type {FailMode} from '../../local-shop/faults';

/**
 * A fetch that asks the local shop to fail the calls `fails` picks (X-Local-Shop-Fault), so a
 * test file's faults touch only its own requests, never another file's on the shared shop.
 */
export function askForFault(
  fetchOfNode: typeof fetch,
  mode: FailMode,
  fails: (url: string) => boolean,
): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!fails(url)) return fetchOfNode(input, init);
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    headers.set('X-Local-Shop-Fault', mode);
    return fetchOfNode(input, {...init, headers});
  };
}
