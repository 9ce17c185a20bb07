import type {LoaderFunctionArgs} from 'react-router';
import {translate, type MessageKey} from '~/i18n/translate';
import {issueLeadToken} from '~/lib/leads/action';
import {pageMeta} from '~/lib/seo';

/** What a page built around one lead form needs: a fresh form token and the meta inputs. */
export async function leadPageLoader({
  context,
  request,
}: Pick<LoaderFunctionArgs, 'context' | 'request'>) {
  return {
    token: await issueLeadToken(context),
    locale: context.locale,
    shopName: context.dealer.shopName,
    origin: new URL(request.url).origin,
  };
}

type LeadPageData = Awaited<ReturnType<typeof leadPageLoader>> | undefined;

/** Title ('… | shop'), description, canonical and hreflang of a lead-form page. */
export function leadPageMeta(
  data: LeadPageData,
  pathname: string,
  title: MessageKey,
  description: MessageKey,
) {
  const locale = data?.locale ?? 'en';
  return pageMeta({
    title: `${translate(locale, title)} | ${data?.shopName ?? ''}`.replace(
      / \| $/,
      '',
    ),
    description: translate(locale, description),
    url: new URL(pathname, data?.origin ?? 'http://localhost').toString(),
    locale,
    hasGerman: true,
  });
}
