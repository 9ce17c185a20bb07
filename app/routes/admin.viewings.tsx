import {data, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/admin.viewings';
import {requireAdmin} from '~/server/admin/basicAuth';
import {limitsFromEnv} from '~/server/limits/sharedCounter';
import {privatePageHeaders} from '~/server/pageCache';
import {
  adminViewings,
  handleAdminViewingsAction,
} from '~/server/viewings/adminViewings';
import {AdminViewings} from '~/components/viewings/AdminViewings';

// The dealer's page: private, never shared by the edge.
export const headers = privatePageHeaders;

/** /admin/viewings: upcoming bookings, behind the admin password (HTTP Basic). */
export const meta: Route.MetaFunction = () => [
  {title: 'Upcoming viewings'},
  {name: 'robots', content: 'noindex'},
];

async function admitted({
  request,
  context,
}: Pick<Route.LoaderArgs, 'request' | 'context'>) {
  const denied = await requireAdmin(
    request,
    context.shopEnv.ADMIN_PASSWORD,
    limitsFromEnv(context.shopEnv),
  );
  if (denied) throw denied;
}

export async function loader(args: Route.LoaderArgs) {
  await admitted(args);
  const view = await adminViewings(args.request, args.context);
  return data(view, {
    status: view.available ? 200 : 503,
    headers: {'Cache-Control': 'private, no-store'},
  });
}

// POST cancels one booking (the shopper is told by e-mail) or sends the reminders due now.
export async function action(args: Route.ActionArgs) {
  await admitted(args);
  const done = await handleAdminViewingsAction(args.request, args.context);
  return data(done, {
    status: done.error ? 400 : 200,
    headers: {'Cache-Control': 'private, no-store'},
  });
}

export default function AdminViewingsPage() {
  const view = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>() ?? null;
  return <AdminViewings view={view} done={done} />;
}
