// A fresh render token for lead forms that have no loader of their own (enquiry panel,
// newsletter footer and popup, forms placed on other pages). JSON, never cached.
import type {Route} from './+types/($locale).api.lead-token';
import {issueLeadToken} from '~/lib/leads/action';
import {assertLocaleParam} from '~/i18n/route';

export async function loader({context, params}: Route.LoaderArgs) {
  assertLocaleParam(params);
  return Response.json(
    {token: await issueLeadToken(context)},
    {headers: {'Cache-Control': 'no-store'}},
  );
}
