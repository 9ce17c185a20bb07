import {useWishlist} from '~/browser/wishlist';
import {useT} from '~/i18n/useTranslation';

type HeartProps = {handle: string; title: string; className?: string};

/**
 * The heart on cards and product pages: saves or removes the watch in this browser. The list
 * lives in the browser's storage, so the server renders every heart empty without reading it
 * (docs/decisions/024-lighter-list-pages.md); the browser's heart hydrates that HTML.
 */
export const WishlistHeart =
  typeof document === 'undefined' ? EmptyHeart : BrowserWishlistHeart;

/** The heart as the server renders it: not saved, no store to subscribe to. */
export function EmptyHeart(props: HeartProps) {
  return <HeartButton {...props} saved={false} />;
}

/** The heart with the browser's wishlist. */
export function BrowserWishlistHeart(props: HeartProps) {
  const {has, toggle} = useWishlist();
  return (
    <HeartButton
      {...props}
      saved={has(props.handle)}
      onToggle={() => toggle(props.handle)}
    />
  );
}

function HeartButton({
  title,
  className = '',
  saved,
  onToggle,
}: Omit<HeartProps, 'handle'> & {saved: boolean; onToggle?: () => void}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={saved}
      aria-label={
        saved
          ? t('catalogue.removeFromWishlist', {title})
          : t('catalogue.addToWishlist', {title})
      }
      className={`heart ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className={saved ? 'heart-icon heart-saved' : 'heart-icon'}
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
