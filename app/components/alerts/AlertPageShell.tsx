import type {ReactNode} from 'react';
import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/alerts';

/** The frame of the stock-alert pages (sign-up outcome, confirm, unsubscribe, manage). */
export function AlertPageShell({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-display mb-8 text-4xl">{title}</h1>
      {children}
      <ShopLink to="/" className="mt-10 inline-block py-3 text-sm underline">
        {t('alerts.backToShop')}
      </ShopLink>
    </section>
  );
}
