import {ServerRouter, type EntryContext} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {
  createContentSecurityPolicy,
  type HydrogenRouterContextProvider,
} from '@shopify/hydrogen';
import {contentSecurityPolicy} from '~/server/csp';
import {NonceContext} from '~/hooks/nonce';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  const {nonce, header} = createContentSecurityPolicy(
    contentSecurityPolicy(context.shopEnv),
  );

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter
        context={reactRouterContext}
        url={request.url}
        nonce={nonce}
      />
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  // React's stream as it is: re-chunking it gained shoppers nothing measurable (decision 114).
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
