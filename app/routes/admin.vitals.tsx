import {data} from 'react-router';
import type {Route} from './+types/admin.vitals';
import {requireAdmin} from '~/server/admin/basicAuth';
import {limitsFromEnv} from '~/server/limits/sharedCounter';
import {vitalsStoreFromEnv, weeklyVitals} from '~/server/vitals/vitalsStore';
import {VitalsReport} from '~/components/vitals/VitalsReport';
import {privatePageHeaders} from '~/server/pageCache';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

/** /admin/vitals: field Web Vitals per kind of page and week, behind the admin password. */
export const meta: Route.MetaFunction = () => [
  {title: 'Web Vitals from visitors'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const denied = await requireAdmin(
    request,
    context.shopEnv.ADMIN_PASSWORD,
    limitsFromEnv(context.shopEnv),
  );
  if (denied) throw denied;
  const noStore = {'Cache-Control': 'private, no-store'};
  const store = vitalsStoreFromEnv(context.shopEnv);
  if (!store)
    return data(
      {available: false as const, readings: []},
      {status: 503, headers: noStore},
    );
  try {
    const readings = await weeklyVitals(store);
    return data({available: true as const, readings}, {headers: noStore});
  } catch (error) {
    console.error('Web Vitals could not be read:', error);
    return data(
      {available: false as const, readings: []},
      {status: 503, headers: noStore},
    );
  }
}

export default function AdminVitalsPage({loaderData}: Route.ComponentProps) {
  return <VitalsReport view={loaderData} />;
}
