import type {ReactNode} from 'react';
import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';

/** The page a form action renders after a full-page post (no JavaScript). */
export function LeadPage({
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
      <ShopLink to="/" className="mt-10 inline-block text-sm underline">
        {t('leads.backHome')}
      </ShopLink>
    </section>
  );
}
