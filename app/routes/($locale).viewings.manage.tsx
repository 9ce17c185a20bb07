import {data, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).viewings.manage';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {assertLocaleParam} from '~/i18n/route';
import '~/i18n/areas/viewings';
import {privatePageHeaders} from '~/server/pageCache';
import {loadManagePage, handleManageAction} from '~/server/viewings/managePage';
import {ManageViewing} from '~/components/viewings/ManageViewing';

// A signed link's page: private, never shared by the edge.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'viewings.manageTitle');

export async function loader({request, context}: Route.LoaderArgs) {
  const page = await loadManagePage(request, context);
  return data(page.body, {status: page.status, headers: page.headers});
}

export async function action({request, context, params}: Route.ActionArgs) {
  assertLocaleParam(params);
  const answer = await handleManageAction(request, context);
  return data(answer.body, {status: answer.status, headers: answer.headers});
}

export default function ManageViewingPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <ManageViewing page={page} result={result} />;
}
