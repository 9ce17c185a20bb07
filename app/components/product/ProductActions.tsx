import type {MouseEvent} from 'react';
import {useDealer} from '~/hooks/rootData';
import {AddToCartButton} from '~/components/AddToCartButton';
import {usePanelActions} from '~/components/panels';
import {useLocale, useT} from '~/i18n/useTranslation';
import {useWishlist} from '~/browser/wishlist';
import {
  isPurchasable,
  type AvailabilityStatus,
} from '~/domain/watch/availability';
import {productWhatsappLink} from '~/domain/product/whatsapp';
import {enquiryHref} from '~/domain/leads/enquiryLink';
import {watchName} from '~/domain/watch/watchName';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import '~/i18n/areas/product';

type Variant = {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  price: {amount: string; currencyCode: string};
  image?: {
    id?: string | null;
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
  product: {title: string; handle: string};
  selectedOptions: Array<{name: string; value: string}>;
} | null;

/** Add to cart (or an enquiry for sold and unknown watches), WhatsApp and the wishlist heart. */
export function ProductActions({
  handle,
  title,
  vendor,
  reference,
  status,
  availableForSale,
  variant,
}: {
  handle: string;
  title: string;
  vendor: string;
  reference: string;
  status: AvailabilityStatus;
  availableForSale: boolean;
  variant: Variant;
}) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const {openPanel} = usePanelActions();
  const dealer = useDealer();
  const canBuy =
    Boolean(variant) &&
    isPurchasable(status, variant?.availableForSale ?? availableForSale);
  const watch = {productSku: reference, productTitle: watchName(vendor, title)};
  // A link to the enquiry page carrying the watch; with JavaScript the panel opens instead.
  const enquire = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    openPanel('enquiry', watch);
  };
  const makeOffer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    openPanel('offer', {
      productSku: reference,
      productTitle: watchName(vendor, title),
      handle,
    });
  };
  const enquiryLabel =
    status === 'sold' ? t('product.registerInterest') : t('product.enquireNow');

  return (
    <div className="flex flex-col gap-3" data-testid="product-actions">
      {canBuy && variant ? (
        <>
          <AddToCartButton lines={[{merchandiseId: variant.id, quantity: 1}]} />
          {/* Its own page without JavaScript; with it, the offer panel (decision 131). */}
          <a
            href={sitePath(`/products/${handle}/offer`, site)}
            onClick={makeOffer}
            className="flex min-h-11 items-center justify-center rounded border border-ink px-6 py-3 text-center text-sm font-semibold tracking-wider text-ink uppercase hover:bg-stone focus-visible:outline-2"
            data-testid="make-offer"
          >
            {t('product.makeOffer')}
          </a>
        </>
      ) : (
        <p className="text-sm text-neutral-600">
          {status === 'sold'
            ? t('product.soldNote')
            : status === 'reserved'
              ? t('product.reservedNote')
              : t('product.unknownNote')}
        </p>
      )}
      <div className="flex gap-3">
        <a
          href={enquiryHref(site, watch)}
          onClick={enquire}
          className={`flex flex-1 items-center justify-center rounded px-6 py-3 text-center text-sm font-semibold tracking-wider uppercase focus-visible:outline-2 ${
            canBuy
              ? 'border border-ink text-ink hover:bg-stone'
              : 'bg-ink text-white hover:bg-neutral-800'
          }`}
        >
          {canBuy ? t('product.enquireNow') : enquiryLabel}
        </a>
        <WishlistButton handle={handle} />
      </div>
      {status === 'available' ? (
        <a
          href={`${sitePath('/book-a-viewing', site)}?watch=${encodeURIComponent(handle)}`}
          className="flex min-h-11 items-center justify-center rounded border border-ink px-6 py-3 text-center text-sm font-semibold tracking-wider text-ink uppercase hover:bg-stone focus-visible:outline-2"
        >
          {t('product.bookViewing')}
        </a>
      ) : null}
      <a
        href={productWhatsappLink(dealer, title, reference, locale)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center justify-center gap-2 rounded border border-green-700 px-6 py-3 text-sm font-semibold text-green-800 hover:bg-green-50 focus-visible:outline-2"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4 fill-current"
          aria-hidden="true"
        >
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.4-.7-2.9-1.1-4.7-4.1-4.9-4.3-.1-.2-1.1-1.5-1.1-2.9s.7-2.1 1-2.3c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2z" />
        </svg>
        <span>{t('product.whatsapp')}</span>
        <span className="sr-only">{t('product.opensInNewTab')}</span>
      </a>
    </div>
  );
}

function WishlistButton({handle}: {handle: string}) {
  const t = useT();
  const {has, toggle} = useWishlist();
  const saved = has(handle);
  const label = saved
    ? t('product.removeFromWishlist')
    : t('product.addToWishlist');
  return (
    <button
      type="button"
      onClick={() => toggle(handle)}
      aria-label={label}
      title={label}
      data-saved={saved}
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded border border-neutral-300 hover:border-ink focus-visible:outline-2"
    >
      <svg
        viewBox="0 0 24 24"
        className={`h-5 w-5 ${saved ? 'fill-red-600 stroke-red-600' : 'fill-none stroke-ink'}`}
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
