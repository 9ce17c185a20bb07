import {data, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/admin.alerts';
import {requireAdmin} from '~/server/admin/basicAuth';
import {limitsFromEnv} from '~/server/limits/sharedCounter';
import {alertServices} from '~/server/alerts/services';
import {alertDemand} from '~/server/alerts/demand';
import {retryUnsent} from '~/server/alerts/delivery';
import {AlertDemand} from '~/components/alerts/AlertDemand';
import {privatePageHeaders} from '~/server/pageCache';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

/** /admin/alerts: what collectors wait for, behind the admin password (HTTP Basic). */
export const meta: Route.MetaFunction = () => [
  {title: 'Stock alert demand'},
  {name: 'robots', content: 'noindex'},
];

const UNAVAILABLE = {
  available: false as const,
  demand: [],
  unsent: [],
  retried: null,
};

async function demandPage(
  {request, context}: Route.LoaderArgs | Route.ActionArgs,
  retry: boolean,
) {
  const denied = await requireAdmin(
    request,
    context.shopEnv.ADMIN_PASSWORD,
    limitsFromEnv(context.shopEnv),
  );
  if (denied) throw denied;
  const services = alertServices(context, request);
  if (!services) return data(UNAVAILABLE, {status: 503});
  // POST sends the messages that have not gone out again, then shows the result.
  const report = retry ? await retryUnsent(services) : null;
  const view = await alertDemand(services);
  return data(
    {
      available: true as const,
      ...view,
      retried: report ? report.sent + report.failed : null,
    },
    {headers: {'Cache-Control': 'private, no-store'}},
  );
}

export const loader = (args: Route.LoaderArgs) => demandPage(args, false);

export const action = (args: Route.ActionArgs) => demandPage(args, true);

export default function AdminAlertsPage() {
  const loaded = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  return <AlertDemand view={changed ?? loaded} />;
}
