import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).products.$handle_.offer';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {formatPrice} from '~/domain/money';
import {OfferForm} from '~/components/leads/OfferForm';
import {ShopLink} from '~/components/ShopLink';
import {useLocale, useT} from '~/i18n/useTranslation';
import {assertLocaleParam} from '~/i18n/route';
import {issueLeadToken} from '~/server/leads/leadAction';
import {handleOfferAction, readOfferWatch} from '~/server/offers/offerAction';
import {privatePageHeaders} from '~/server/pageCache';
import '~/i18n/areas/leads';

// One visitor's page (its form carries this visitor's token): private.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'leads.offerTitle');

/** /products/<handle>/offer: the offer form of one watch, a page of its own (no JavaScript needed). */
export async function loader({params, context}: Route.LoaderArgs) {
  const watch = await readOfferWatch(context.readStorefront, params.handle);
  if (!watch) throw new Response(null, {status: 404});
  return {
    watch,
    token: watch.takesOffers ? await issueLeadToken(context) : null,
  };
}

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no offer under '/xx'.
  assertLocaleParam(params);
  return handleOfferAction({request, context}, params.handle);
}

export default function OfferPage() {
  const {watch, token} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-display text-4xl">{t('leads.offerTitle')}</h1>
      <div className="mt-6 rounded bg-stone px-4 py-3 text-sm">
        <p className="font-medium">{watch.title}</p>
        <p className="text-neutral-700" data-testid="offer-asking">
          {t('leads.offerAsking', {price: formatPrice(watch.price, locale)})}
        </p>
      </div>
      {watch.takesOffers ? (
        <>
          <p className="mt-6 text-neutral-700">{t('leads.offerIntro')}</p>
          <div className="mt-6">
            <OfferForm
              handle={watch.handle}
              initialToken={token}
              serverResult={result}
            />
          </div>
        </>
      ) : (
        <p role="status" className="mt-6 text-neutral-700">
          {t('leads.offerNotForSale')}
        </p>
      )}
      <ShopLink
        to={`/products/${watch.handle}`}
        className="tap-link mt-10 inline-block text-sm underline"
      >
        {t('leads.offerBack')}
      </ShopLink>
    </section>
  );
}
