import {EARLY_TAP} from '~/lib/earlyTaps';
import {useWishlist} from '~/lib/wishlist';
import {useT} from '~/i18n/useTranslation';

/** The heart on cards and product pages: saves or removes the watch in this browser. */
export function WishlistHeart({
  handle,
  title,
  className = '',
}: {
  handle: string;
  title: string;
  className?: string;
}) {
  const t = useT();
  const {has, toggle} = useWishlist();
  const saved = has(handle);
  return (
    <button
      type="button"
      onClick={() => toggle(handle)}
      {...EARLY_TAP}
      aria-pressed={saved}
      aria-label={
        saved
          ? t('catalogue.removeFromWishlist', {title})
          : t('catalogue.addToWishlist', {title})
      }
      className={`flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm hover:bg-white focus-visible:outline-2 ${className}`}
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
