// A fresh render token for lead forms that have no loader of their own (enquiry panel,
// newsletter footer and popup, forms placed on other pages). JSON, never cached.
import type {Route} from './+types/($locale).api.lead-token';
import {assertLocaleParam} from '~/i18n/route';
import {issueLeadToken} from '~/server/leads/leadAction';
import {secureCookies} from '~/server/session';
import {visitorKey} from '~/server/visitor';

export async function loader({params, request, context}: Route.LoaderArgs) {
  // A resource route: the ($locale) layout's check does not run for it.
  assertLocaleParam(params);
  const headers = new Headers({'Cache-Control': 'no-store'});
  // The browser's own rate-limit key arrives with its first form, before its first post.
  const {setCookie} = await visitorKey(
    request,
    context.shopEnv.SESSION_SECRET,
    secureCookies(request, context.shopEnv),
  );
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return Response.json({token: await issueLeadToken(context)}, {headers});
}
