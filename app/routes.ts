import {flatRoutes} from '@react-router/fs-routes';
import {route, type RouteConfig} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';
import {STATUS_LIST_SLUGS} from './domain/catalogue/statusListSlugs';
import {ARTICLE_SLUGS} from './domain/content/articleSlugs';
import {POLICY_SLUGS} from './domain/content/policySlugs';
import {FEED_PATHS} from './domain/feed/feedPaths';

// Every page lives under the optional ($locale) layout so that /de/... serves German. Modules in
// routes/tables/ serve several addresses from a table and are mounted here, not by file name.
const fileRoutes = await flatRoutes({
  ignoredRouteFiles: ['**/.*', 'tables/**'],
});

const statusLists = STATUS_LIST_SLUGS.map((slug) =>
  route(slug, 'routes/tables/statusList.tsx', {id: `routes/($locale).${slug}`}),
);

// Static addresses, not a dynamic segment: the optional ($locale) index would take /<slug> first.
const articles = ARTICLE_SLUGS.map((slug) =>
  route(slug, 'routes/tables/article.tsx', {id: `routes/($locale).${slug}`}),
);

const policies = POLICY_SLUGS.map((slug) =>
  route(slug, 'routes/tables/policy.tsx', {id: `routes/($locale).${slug}`}),
);

// Outside the ($locale) layout: documents for machines have one address each.
const feeds = FEED_PATHS.map((path) =>
  route(path, 'routes/tables/feed.tsx', {id: `routes/${path}`}),
);

export default hydrogenRoutes([
  ...fileRoutes.map((entry) =>
    entry.id === 'routes/($locale)'
      ? {
          ...entry,
          children: [
            ...(entry.children ?? []),
            ...statusLists,
            ...articles,
            ...policies,
          ],
        }
      : entry,
  ),
  ...feeds,
]) satisfies RouteConfig;
