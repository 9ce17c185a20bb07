import {lazy, Suspense} from 'react';
import {SidePanel} from '~/components/SidePanel';
import {loadCartContents, PanelLoading} from '~/components/ChromePanels';
import {useT} from '~/i18n/useTranslation';
import {useCart} from '~/hooks/useCart';

// The drawer's lines and totals load with the panel, not with every page (the /cart page imports them directly).
const CartContents = lazy(() =>
  loadCartContents().then((m) => ({default: m.CartContents})),
);

/** The cart that slides in from the right on every page. */
export function CartDrawer() {
  const t = useT();
  const {cart, unavailable} = useCart();
  return (
    <SidePanel name="cart" title={t('cart.title')}>
      {unavailable ? (
        <p role="alert">{t('cart.failedInit')}</p>
      ) : cart === undefined ? (
        <PanelLoading label={t('cart.loading')} />
      ) : (
        <Suspense fallback={<PanelLoading label={t('cart.loading')} />}>
          <CartContents cart={cart} layout="drawer" />
        </Suspense>
      )}
    </SidePanel>
  );
}
