import {matchRoutes, type RouteObject} from 'react-router';

// A link's page code, fetched from the moment the shopper points at or touches the link
// (docs/decisions/118-page-code-on-intent.md). React Router imports a route's module only at the
// click, and the browser then finds that module's chunks, and theirs, one round trip at a time.

/** The parts of React Router's route manifest this reads (`window.__reactRouterManifest`). */
export type RouteManifest = {
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      caseSensitive?: boolean;
      hasDefaultExport?: boolean;
      module: string;
      imports?: string[];
    }
  >;
};

/** The manifest's flat routes as the nested tree `matchRoutes` reads. */
export function routeTree(manifest: RouteManifest): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest.routes)) {
    const node = {
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      ...(route.index ? {index: true as const} : {}),
    } as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const below = children.get(node.id);
      return below && !node.index ? {...node, children: attach(below)} : node;
    });
  return attach(children.get(undefined) ?? []);
}

/**
 * The scripts the page at `href` runs: each matched route's module and everything it imports.
 * Empty for another origin, no match, or a resource route (no page to render: a feed, a file).
 */
export function pageScripts(
  href: string,
  manifest: RouteManifest,
  tree: RouteObject[],
  origin: string,
): string[] {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return [];
  }
  if (url.origin !== origin || !decodable(url.pathname)) return [];
  const matches = matchRoutes(tree, url.pathname) ?? [];
  const leaf = matches.at(-1);
  if (!leaf || !manifest.routes[leaf.route.id!]?.hasDefaultExport) return [];
  return [
    ...new Set(
      matches.flatMap(({route}) => {
        const entry = manifest.routes[route.id!];
        return entry ? [entry.module, ...(entry.imports ?? [])] : [];
      }),
    ),
  ];
}

// React Router warns in the console about a path it cannot decode; such a link is no page of ours.
function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * From now on, pointing at, touching or focusing a link to one of the shop's pages preloads that
 * page's scripts (not its data: nothing asks the server for a page the shopper may not open).
 * Returns the function that stops it.
 */
export function preloadPageScriptsOnIntent(
  manifest: RouteManifest,
  doc: Document = document,
): () => void {
  const tree = routeTree(manifest);
  const origin = doc.location.origin;
  const asked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href, origin).pathname,
    ),
  );
  const handled = new Set<string>();
  const preloadFor = (href: string) => {
    for (const script of pageScripts(href, manifest, tree, origin)) {
      const path = new URL(script, origin).pathname;
      if (asked.has(path)) continue;
      asked.add(path);
      const preload = doc.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = script;
      doc.head.append(preload);
    }
  };
  const onIntent = (event: Event) => {
    // A touch is handled by its touchstart; pointerover is the mouse's (and the pen's) hover.
    if (
      event.type === 'pointerover' &&
      (event as PointerEvent).pointerType === 'touch'
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download'))
      return;
    if (link.target && link.target !== '_self') return;
    if (handled.has(link.href)) return;
    handled.add(link.href);
    // At once: a touch comes about a tenth of a second before its click, every bit of which the
    // scripts' round trip needs (the matcher is warm, so it costs the tap a few milliseconds).
    preloadFor(link.href);
  };
  // Matching the page the shopper is on readies the matcher (compiled, warm) for the first tap.
  pageScripts(doc.location.href, manifest, tree, origin);
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events)
    doc.addEventListener(type, onIntent, {capture: true, passive: true});
  return () => {
    for (const type of events)
      doc.removeEventListener(type, onIntent, {capture: true});
  };
}

/** Starts `preloadPageScriptsOnIntent` with the manifest React Router put on the page. */
export function preloadPageScriptsFromManifest(): () => void {
  const manifest = (window as {__reactRouterManifest?: RouteManifest})
    .__reactRouterManifest;
  return manifest ? preloadPageScriptsOnIntent(manifest) : () => {};
}
