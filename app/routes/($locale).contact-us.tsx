import {useActionData, useLoaderData} from 'react-router';
import {useDealer} from '~/hooks/rootData';
import type {Route} from './+types/($locale).contact-us';
import {handleLeadAction, issueLeadToken} from '~/server/leads/leadAction';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {translate} from '~/i18n/translate';
import {ContactForm} from '~/components/leads/ContactForm';
import {DealerContactLinks} from '~/components/leads/DealerContactLinks';
import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';
import '~/i18n/areas/viewings';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageHeaders} from '~/server/pageCache';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const locale = shared?.locale ?? 'en';
  return contentPageMeta(shared, {
    title: translate(locale, 'leads.contactTitle'),
    description: translate(locale, 'leads.contactMetaDescription'),
    image: false,
  });
};

// A signed token lets the form post without JavaScript on the first try.
export async function loader({context}: Route.LoaderArgs) {
  return {token: await issueLeadToken(context)};
}

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
  return handleLeadAction('contact', {request, context});
}

export default function ContactPage() {
  const {token} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const dealer = useDealer();
  const t = useT();
  return (
    <div className="px-4 py-10 lg:px-8">
      <nav
        aria-label={t('leads.contactBreadcrumb')}
        className="text-sm text-neutral-600"
      >
        <ol className="flex items-center gap-2">
          <li>
            <ShopLink to="/" className="tap-link hover:underline">
              {t('leads.contactHome')}
            </ShopLink>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{t('leads.contactTitle')}</li>
        </ol>
      </nav>
      <div className="mx-auto mt-8 grid max-w-5xl gap-12 md:grid-cols-2">
        <div>
          <h1 className="font-display text-4xl">{t('leads.contactHeading')}</h1>
          <p className="mt-4 text-neutral-700">{t('leads.contactIntro')}</p>
          <div className="mt-8 rounded-lg bg-stone p-6 text-sm">
            <p>{t('leads.contactBanner')}</p>
            <DealerContactLinks className="mt-4 space-y-2" />
          </div>
          <p className="mt-6 text-sm">
            {t('leads.contactDirect')}{' '}
            <a
              className="font-medium underline"
              href={`mailto:${dealer.email}`}
            >
              {dealer.email}
            </a>
          </p>
          <ShopLink
            to="/book-a-viewing"
            className="mt-6 inline-flex min-h-11 items-center rounded border border-ink px-5 text-sm font-semibold tracking-wider uppercase hover:bg-stone focus-visible:outline-2"
          >
            {t('viewings.bookAction')}
          </ShopLink>
        </div>
        <ContactForm initialToken={token} serverResult={result} />
      </div>
    </div>
  );
}
