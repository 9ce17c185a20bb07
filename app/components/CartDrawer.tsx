import {Suspense} from 'react';
import {Await, useRouteLoaderData} from 'react-router';
import {SidePanel} from '~/components/SidePanel';
import {CartContents} from '~/components/CartContents';
import {useT} from '~/i18n/useTranslation';
import type {RootLoader} from '~/root';

/** The cart that slides in from the right on every page. */
export function CartDrawer() {
  const t = useT();
  const root = useRouteLoaderData<RootLoader>('root');
  return (
    <SidePanel name="cart" title={t('cart.title')}>
      <Suspense fallback={<CartSpinner />}>
        <Await resolve={root?.cart} errorElement={<p role="alert">{t('cart.failedInit')}</p>}>
          {(cart) => <CartContents cart={cart ?? null} layout="drawer" />}
        </Await>
      </Suspense>
    </SidePanel>
  );
}

export function CartSpinner() {
  const t = useT();
  return (
    <div role="status" className="flex items-center justify-center py-16">
      <span
        aria-hidden="true"
        className="h-8 w-8 rounded-full border-2 border-neutral-300 border-t-ink motion-safe:animate-spin"
      />
      <span className="sr-only">{t('cart.loading')}</span>
    </div>
  );
}
