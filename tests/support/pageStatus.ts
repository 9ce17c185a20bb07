// The status a page's address answers with, from the app's own route table: each matched route's
// loader runs in the production request context, as React Router runs them for a document.
import {fileURLToPath} from 'node:url';
import {matchRoutes, type RouteObject} from 'react-router';
import type {RouteConfigEntry} from '@react-router/dev/routes';
import {routeArgs} from './shopContext';
import {setAppDirectoryForRoutes} from './reactRouterInternals';

const APP = fileURLToPath(new URL('../../app', import.meta.url));

type Loader = (args: never) => Promise<unknown>;
type TableRoute = RouteObject & {file: string};

let table: Promise<TableRoute[]> | undefined;

/** The route table of app/routes.ts, as matchRoutes reads it. */
function routeTable(): Promise<TableRoute[]> {
  setAppDirectoryForRoutes(APP);
  const toObject = (entry: RouteConfigEntry): TableRoute =>
    ({
      id: entry.id,
      path: entry.path,
      file: entry.file,
      ...(entry.index
        ? {index: true}
        : {children: (entry.children ?? []).map(toObject)}),
    }) as TableRoute;
  table ??= import('~/routes').then(async (module) =>
    (await module.default).map(toObject),
  );
  return table;
}

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  const init = (answer as {type?: string; init?: ResponseInit} | null) ?? null;
  if (init?.type === 'DataWithResponseInit') return init.init?.status ?? 200;
  return 200;
}

/** 200 when every loader of the page answers, else the first other status (404, a redirect). */
export async function pageStatus(url: string): Promise<number> {
  const {pathname} = new URL(url);
  const matches = matchRoutes(await routeTable(), pathname) ?? [];
  if (matches.length === 0) return 404;
  for (const {route, params} of matches) {
    const file = (route as TableRoute).file;
    const module = (await import(
      /* @vite-ignore */ file.startsWith('/') ? file : `${APP}/${file}`
    )) as {loader?: Loader};
    if (!module.loader) continue;
    const args = await routeArgs(url, {
      params: params as Record<string, string>,
    });
    const status = await module.loader(args).then(statusOf, (thrown) => {
      if (thrown instanceof Response) return thrown.status;
      throw thrown;
    });
    if (status !== 200) return status;
  }
  return 200;
}
