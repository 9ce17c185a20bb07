import {useEffect, useState} from 'react';
import {ShopImage} from '~/components/ShopImage';
import {IMAGE_WIDTHS} from '~/domain/image/shopImage';
import {usePanelActions} from '~/components/panels';
import {ShopLink} from '~/components/ShopLink';
import {StatusBadge} from '~/components/StatusBadge';
import {ImagePlaceholder} from '~/components/catalogue/WatchCard';
import {useWishlist} from '~/browser/wishlist';
import {availabilityStatus} from '~/domain/watch/availability';
import {formatPrice, isPriceMissing} from '~/domain/money';
import {soldPriceShown} from '~/domain/watch/soldPrice';
import {SoldPriceText} from '~/components/SoldPriceText';
import {AchievedInPounds} from '~/components/references/AchievedInPounds';
import {useLocale, useT} from '~/i18n/useTranslation';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import type {WishlistItemData} from '~/routes/($locale).api.wishlist';

/**
 * Saved watches with their current price and status, fetched fresh for the saved handles.
 * Loaded when the panel first opens (see ChromePanels).
 */
export function WishlistBody() {
  const t = useT();
  const apiPath = sitePath('/api/wishlist', useSite());
  const {closePanel} = usePanelActions();
  const {handles, remove} = useWishlist();
  const [items, setItems] = useState<Record<string, WishlistItemData>>({});
  const key = handles.join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetch(`${apiPath}?handles=${encodeURIComponent(key)}`, {
      signal: controller.signal,
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{products: WishlistItemData[]}>)
          : {products: []},
      )
      .then(({products}) =>
        setItems((current) => ({
          ...current,
          ...Object.fromEntries(products.map((p) => [p.handle, p])),
        })),
      )
      .catch(() => {});
    return () => controller.abort();
  }, [key, apiPath]);

  return (
    <div className="flex h-full flex-col">
      <p
        className="text-sm text-neutral-600"
        data-testid="wishlist-panel-count"
      >
        {handles.length === 0
          ? t('catalogue.wishlistEmpty')
          : t('catalogue.wishlistCount', {n: handles.length})}
      </p>
      {handles.length ? (
        <ul className="mt-4 divide-y divide-neutral-100">
          {handles.map((handle) => {
            const item = items[handle];
            const title = item?.title ?? handle;
            return (
              <li
                key={handle}
                className="flex gap-3 py-4"
                data-testid="wishlist-item"
              >
                <ShopLink
                  to={`/products/${handle}`}
                  onClick={closePanel}
                  className="h-20 w-20 shrink-0 overflow-hidden rounded bg-stone"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  {item?.featuredImage ? (
                    <ShopImage
                      image={item.featuredImage}
                      alt=""
                      widths={IMAGE_WIDTHS.thumb}
                      aspect={1}
                      sizes="80px"
                      className="h-full w-full object-cover"
                    />
                  ) : (
                    <ImagePlaceholder label={t('catalogue.noImage')} />
                  )}
                </ShopLink>
                <div className="min-w-0 flex-1">
                  <ShopLink
                    to={`/products/${handle}`}
                    onClick={closePanel}
                    className="block text-sm font-medium hover:underline focus-visible:outline-2"
                  >
                    {title}
                  </ShopLink>
                  {item ? (
                    <>
                      <p className="text-xs text-neutral-600">{item.vendor}</p>
                      <WishlistPrice item={item} />
                      <StatusBadge
                        status={availabilityStatus(item.status?.value)}
                        className="mt-1"
                      />
                    </>
                  ) : null}
                </div>
                <button
                  type="button"
                  onClick={() => remove(handle)}
                  className="self-start text-xs underline hover:text-red-800 focus-visible:outline-2"
                  aria-label={t('catalogue.removeItem', {title})}
                >
                  {t('catalogue.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button
        type="button"
        onClick={closePanel}
        className="mt-6 w-full rounded border border-ink px-4 py-2 text-sm font-semibold focus-visible:outline-2"
      >
        {t('catalogue.continueShopping')}
      </button>
    </div>
  );
}

/** A saved watch's price: a sold one by the sold-price rule (pounds), any other in the site's currency. */
function WishlistPrice({item}: {item: WishlistItemData}) {
  const t = useT();
  const locale = useLocale();
  const currency = useSite().market.currency;
  if (availabilityStatus(item.status?.value) === 'sold') {
    const sold = soldPriceShown(
      {soldPrice: item.soldPrice?.value, askingPrice: item.price},
      currency,
    );
    return sold.kind === 'none' ? null : (
      <>
        <p className="text-sm font-semibold">
          <SoldPriceText shown={sold} />
        </p>
        {sold.note ? (
          <AchievedInPounds className="text-xs text-neutral-600" />
        ) : null}
      </>
    );
  }
  return (
    <p className="text-sm font-semibold">
      {isPriceMissing(item.price) || !item.price
        ? t('cart.priceUnavailable')
        : formatPrice(item.price, locale)}
    </p>
  );
}
