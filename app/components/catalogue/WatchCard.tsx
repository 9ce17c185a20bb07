import {memo, useState} from 'react';
import type {WatchCardData} from '~/domain/catalogue/watchCardData';
import {ShopLink} from '~/components/ShopLink';
import {ShopImage} from '~/components/ShopImage';
import {IMAGE_SIZES, IMAGE_WIDTHS} from '~/domain/image/shopImage';
import {StatusBadge} from '~/components/StatusBadge';
import {priceLabel} from '~/components/Price';
import {SoldPriceText} from '~/components/SoldPriceText';
import {AchievedInPounds} from '~/components/references/AchievedInPounds';
import {cardPrice} from '~/domain/watch/cardPrice';
import {useSite} from '~/hooks/useSite';
import {AddToCartButton} from '~/components/AddToCartButton';
import {WishlistHeart} from '~/components/catalogue/WishlistHeart';
import {hoverText, isPurchasable} from '~/domain/watch/availability';
import {BOX_AND_PAPERS_LABEL, boxAndPapers} from '~/domain/watch/boxAndPapers';
import {firstReference} from '~/domain/watch/reference';
import {conditionWords} from '~/domain/watch/conditionGrade';
import {useLocale, useT} from '~/i18n/useTranslation';

/** Image widths a card is shown at (one to four columns); see IMAGE_SIZES.card. */
export const WATCH_CARD_IMAGE_SIZES = IMAGE_SIZES.card;

/**
 * The card every grid shows: image, vendor, title, price, reference, status, box & papers, specs,
 * heart. Memoised: a card changes only with its watch, and a list re-renders while a navigation
 * it starts is loading (docs/decisions/121-one-cart-fetcher-per-page.md).
 */
export const WatchCard = memo(function WatchCard({
  product,
  loading = 'lazy',
  priority = false,
  showSpecs = false,
  imageSizes = WATCH_CARD_IMAGE_SIZES,
}: {
  product: WatchCardData;
  loading?: 'eager' | 'lazy';
  /** The first card of a list is likely the page's largest paint: fetched before the rest. */
  priority?: boolean;
  /** Force the specification panel open (it is otherwise a toggle, hidden under 640 px). */
  showSpecs?: boolean;
  imageSizes?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const currency = useSite().market.currency;
  const [specsOpen, setSpecsOpen] = useState(false);
  const variant = product.selectedOrFirstAvailableVariant;
  // A sold watch shows what it sold for, in pounds, never a converted last asking price.
  const {status, price, sold} = cardPrice(product, currency);
  const image = product.featuredImage ?? variant?.image ?? null;
  const reference = firstReference(product.reference?.value);
  const hover = hoverText(status);
  const kit =
    BOX_AND_PAPERS_LABEL[
      boxAndPapers(product.box?.value, product.papers?.value)
    ];
  const canBuy =
    Boolean(variant) &&
    isPurchasable(
      status,
      variant?.availableForSale ?? product.availableForSale,
    );
  const specsId = `specs-${product.handle}`;
  const specs: Array<[string, string | null | undefined]> = [
    [t('catalogue.specYear'), product.year?.value],
    [t('catalogue.specCaseSize'), formatCaseSize(product.caseSize?.value)],
    [t('catalogue.specCaseMaterial'), product.caseMaterial?.value],
    [t('catalogue.specMovement'), product.movement?.value],
    [
      t('catalogue.specCondition'),
      product.condition?.value &&
        conditionWords(product.condition.value, locale).text,
    ],
  ];
  const specsVisible = showSpecs || specsOpen;

  return (
    <article
      className="group card"
      data-testid="watch-card"
      data-handle={product.handle}
      data-status={status}
    >
      {/* One box holds the photo, badge and heart: fewer elements in each of a page's 24 cards.
          The title's link covers the whole card (see below): one link per watch, not two. */}
      <div className="card-photo">
        {image ? (
          <ShopImage
            image={image}
            // Decorative here: the title's link, which covers the card, names the watch.
            alt=""
            widths={IMAGE_WIDTHS.card}
            aspect={1}
            sizes={imageSizes}
            eager={loading === 'eager'}
            priority={priority}
            className="card-image"
          />
        ) : (
          <ImagePlaceholder label={t('catalogue.noImage')} />
        )}
        {hover ? <span className="card-hover">{t(hover)}</span> : null}
        <StatusBadge status={status} className="card-badge" />
        <WishlistHeart
          handle={product.handle}
          title={product.title}
          className="card-heart"
        />
      </div>
      <div className="card-body">
        <p className="card-vendor">{product.vendor}</p>
        <h3 className="card-title">
          <ShopLink to={`/products/${product.handle}`} className="card-link">
            {product.title}
          </ShopLink>
        </h3>
        {reference ? (
          <p className="card-note">{`${t('watch.reference')} ${reference}`}</p>
        ) : null}
        {sold ? (
          sold.kind !== 'none' ? (
            <p className="card-price">
              <SoldPriceText shown={sold} />
            </p>
          ) : null
        ) : (
          <p className="card-price">{priceLabel(price, locale)}</p>
        )}
        {sold?.note ? <AchievedInPounds className="card-note" /> : null}
        <p className="card-kit">{t(kit)}</p>
        {!showSpecs ? (
          <button
            type="button"
            className="card-toggle"
            aria-expanded={specsOpen}
            aria-controls={specsId}
            onClick={() => setSpecsOpen((open) => !open)}
          >
            {specsOpen ? t('catalogue.hideSpecs') : t('catalogue.showSpecs')}
          </button>
        ) : null}
        <dl
          id={specsId}
          className={`card-specs ${
            specsVisible ? (showSpecs ? 'grid' : 'hidden sm:grid') : 'hidden'
          }`}
        >
          {/* Filled only when shown: a closed panel costs no HTML in every card of a list. */}
          {specs
            .filter(([, value]) => specsVisible && Boolean(value))
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-neutral-500">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {canBuy && variant ? (
          <div className="card-buy">
            <AddToCartButton
              lines={[{merchandiseId: variant.id, quantity: 1}]}
              className="card-cart"
            />
          </div>
        ) : null}
      </div>
    </article>
  );
});

/** '41' -> '41 mm'; values that already carry a unit stay as written. */
function formatCaseSize(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  return /^\d+(\.\d+)?$/.test(value) ? `${value} mm` : value;
}

/** Shown where a watch has no photograph yet. */
export function ImagePlaceholder({
  label,
  className = '',
}: {
  label: string;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`flex h-full w-full items-center justify-center bg-stone text-neutral-400 ${className}`}
      data-testid="image-placeholder"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-1/3 w-1/3 max-h-16 max-w-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="6" />
        <path d="M9 3h6l-.5 3h-5zM9 21h6l-.5-3h-5zM12 9v3l2 1" />
      </svg>
    </div>
  );
}
