import {flatRoutes} from '@react-router/fs-routes';
import {route, type RouteConfig} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';
import {STATUS_LIST_SLUGS} from './lib/catalogue/statusListSlugs';

// Every page lives under the optional ($locale) layout so that /de/... serves German. Modules in
// routes/tables/ serve several addresses from a table and are mounted here, not by file name.
const fileRoutes = await flatRoutes({
  ignoredRouteFiles: ['**/.*', 'tables/**'],
});

const statusLists = STATUS_LIST_SLUGS.map((slug) =>
  route(slug, 'routes/tables/statusList.tsx', {id: `routes/($locale).${slug}`}),
);

export default hydrogenRoutes(
  fileRoutes.map((entry) =>
    entry.id === 'routes/($locale)'
      ? {...entry, children: [...(entry.children ?? []), ...statusLists]}
      : entry,
  ),
) satisfies RouteConfig;
