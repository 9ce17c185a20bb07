import {CacheShort} from '~/server/storefrontData';
import {contentImagePreload} from '~/domain/content/images';
import type {Route} from './+types/($locale).holy-grails';
import {translate} from '~/i18n/translate';
import {useLocale, useT} from '~/i18n/useTranslation';
import type {Locale} from '~/i18n/locale';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {signatureSamplesIn} from '~/content/signature';
import type {SignatureItem} from '~/content/contentTypes';
import {Carousel} from '~/components/content/Carousel';
import {ContentImage} from '~/components/content/ContentImage';
import {ShopLink} from '~/components/ShopLink';
import {usePanelActions} from '~/components/panels';
import {StatusBadge} from '~/components/StatusBadge';
import {Price} from '~/components/Price';
import type {MoneyLike} from '~/domain/money';
import {livePrices, productHandleOf} from '~/domain/content/signaturePrices';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  if (!args.data || !shared) return [];
  return contentPageMeta(shared, {
    title: translate(shared.locale, 'catalogue.signatureTimepieces'),
    description: translate(shared.locale, 'catalogue.holyGrailsDescription'),
    image: false,
    preloadImage: firstSlidePreload(shared.locale),
  });
};

export async function loader({context}: Route.LoaderArgs) {
  const {readStorefront} = context;
  // The samples that are catalogue products show the product's live price.
  const prices = readStorefront(SIGNATURE_PRICES_QUERY, {
    cache: CacheShort(),
    outage: 'last-good-copy',
    partialErrors: 'outage',
  })
    .then((data) => livePrices(data.collection?.products.nodes ?? []))
    .catch((error: unknown): Record<string, MoneyLike> => {
      // Without live prices the samples keep their own wording.
      console.error('Signature prices could not be loaded', error);
      return {};
    });
  return {
    prices: await prices,
  };
}

// One, two, then three slides in view (the carousel's perView below).
const SLIDE_IMAGE_SIZES =
  '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The first slide's image is the page's largest paint: preloaded from <head>. */
function firstSlidePreload(locale: Locale) {
  const key = signatureSamplesIn(locale)[0]?.images[0];
  return key ? contentImagePreload(key, SLIDE_IMAGE_SIZES) : null;
}

/** 'Signature Timepieces': a carousel of the static signature samples (Swiper loads only here, lazily). */
export default function HolyGrails({loaderData}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const {prices} = loaderData;
  return (
    <div className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl">
        {t('catalogue.signatureTimepieces')}
      </h1>
      <p className="mt-2 max-w-2xl text-neutral-700">
        {t('catalogue.signatureIntro')}
      </p>
      <Carousel
        className="mt-8"
        label={t('catalogue.signatureTimepieces')}
        perView={{base: 1, sm: 2, lg: 3}}
        delay={6000}
        slides={signatureSamplesIn(locale).map((item, index) => ({
          key: item.id,
          node: (
            <SignatureSlide
              item={item}
              price={prices[productHandleOf(item.link)]}
              priority={index === 0}
            />
          ),
        }))}
      />
    </div>
  );
}

function SignatureSlide({
  item,
  price,
  priority,
}: {
  item: SignatureItem;
  price: MoneyLike | undefined;
  priority: boolean;
}) {
  const t = useT();
  const {openPanel} = usePanelActions();
  const image = item.images[0];
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white"
      data-testid="signature-slide"
    >
      <div
        className="aspect-square overflow-hidden"
        style={{background: item.accentColor}}
      >
        {image ? (
          <ContentImage
            image={{key: image, alt: `${item.brand} ${item.title}`}}
            priority={priority}
            sizes={SLIDE_IMAGE_SIZES}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-widest text-gold-dark uppercase">
          {item.brand}
        </p>
        <h2 className="font-display text-xl">{item.title}</h2>
        <p className="text-xs text-neutral-600">
          {t('watch.reference')} {item.model}
        </p>
        {item.status ? (
          <StatusBadge status={item.status} className="self-start" />
        ) : null}
        <p className="text-sm text-neutral-700">{item.description}</p>
        <p className="text-sm font-semibold">
          {price ? <Price money={price} /> : item.estimatedPrice}
        </p>
        <div className="mt-auto flex gap-3 pt-3">
          {item.link ? (
            <ShopLink
              to={item.link}
              className="flex-1 rounded border border-ink px-4 py-2 text-center text-sm font-semibold focus-visible:outline-2"
              aria-label={`${t('catalogue.learnMore')}: ${item.title}`}
            >
              {t('catalogue.learnMore')}
            </ShopLink>
          ) : null}
          <button
            type="button"
            onClick={() =>
              openPanel('enquiry', {
                productSku: item.model,
                productTitle: `${item.brand} ${item.title}`,
              })
            }
            className="flex-1 rounded bg-ink px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2"
            aria-label={`${t('catalogue.enquire')}: ${item.title}`}
          >
            {t('catalogue.enquire')}
          </button>
        </div>
      </div>
    </article>
  );
}

const SIGNATURE_PRICES_QUERY = `#graphql
  query SignaturePrices($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: "signature-watches") {
      products(first: 50) {
        nodes {
          handle
          priceRange {
            minVariantPrice {
              amount
              currencyCode
            }
          }
        }
      }
    }
  }
` as const;
