import {lazy, Suspense} from 'react';
import {Await, useRouteLoaderData} from 'react-router';
import {SidePanel} from '~/components/SidePanel';
import {loadCartContents, PanelLoading} from '~/components/ChromePanels';
import {useT} from '~/i18n/useTranslation';
import type {RootLoader} from '~/root';

// The drawer's lines and totals load with the panel, not with every page (the /cart page imports them directly).
const CartContents = lazy(() =>
  loadCartContents().then((m) => ({default: m.CartContents})),
);

/** The cart that slides in from the right on every page. */
export function CartDrawer() {
  const t = useT();
  const root = useRouteLoaderData<RootLoader>('root');
  return (
    <SidePanel name="cart" title={t('cart.title')}>
      <Suspense fallback={<PanelLoading label={t('cart.loading')} />}>
        <Await
          resolve={root?.cart}
          errorElement={<p role="alert">{t('cart.failedInit')}</p>}
        >
          {(cart) => <CartContents cart={cart ?? null} layout="drawer" />}
        </Await>
      </Suspense>
    </SidePanel>
  );
}
