// Every stock alert of one address, from the signed link in each alert e-mail.
import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).alerts.manage';
import {manageAction, manageLoader} from '~/server/alerts/linkPages';
import {AlertManagePage} from '~/components/alerts/AlertManagePage';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'alerts.manageTitle');

export async function loader({request, context}: Route.LoaderArgs) {
  return manageLoader({request, context});
}

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
  return manageAction({request, context});
}

export default function StockAlertManagePage() {
  const loaded = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  return <AlertManagePage state={changed ?? loaded ?? {state: 'invalid'}} />;
}
