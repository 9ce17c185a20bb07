import {SidePanel} from '~/components/SidePanel';
import {useWishlist} from '~/lib/wishlist';
import {useT} from '~/i18n/useTranslation';

// Minimal wishlist panel for the foundation; the catalogue issue shows each saved watch.
export function WishlistPanel() {
  const t = useT();
  const {count} = useWishlist();
  return (
    <SidePanel name="wishlist" title={t('chrome.wishlist')}>
      <p>{count === 0 ? 'Your wishlist is empty' : `${count} item(s)`}</p>
    </SidePanel>
  );
}
