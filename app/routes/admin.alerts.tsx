import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/admin.alerts';
import {demandAction, demandLoader} from '~/server/alerts/demand';
import {AlertDemand} from '~/components/alerts/AlertDemand';

/** /admin/alerts: what collectors wait for, behind the admin password (HTTP Basic). */
export const meta: Route.MetaFunction = () => [
  {title: 'Stock alert demand'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  return demandLoader({request, context});
}

export async function action({request, context}: Route.ActionArgs) {
  return demandAction({request, context});
}

export default function AdminAlertsPage() {
  const loaded = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  return <AlertDemand view={changed ?? loaded} />;
}
