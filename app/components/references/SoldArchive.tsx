import {ShopLink} from '~/components/ShopLink';
import {useLocale, useT} from '~/i18n/useTranslation';
import {formatMonth} from '~/domain/references/format';
import {SalePrice} from './SalePrice';
import type {SoldWatch} from '~/domain/references/marketHistory';
import {BOX_AND_PAPERS_LABEL} from '~/domain/watch/boxAndPapers';
import {conditionWords} from '~/domain/watch/conditionGrade';
import '~/i18n/areas/references';

/** Every sold watch of the reference, latest sale first, each linking to its (sold) page. */
export function SoldArchive({
  sold,
  reference,
}: {
  sold: SoldWatch[];
  reference: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!sold.length)
    return <p className="text-neutral-600">{t('references.noSold')}</p>;
  return (
    // One line per sale: on a phone the table scrolls sideways rather than stacking a
    // watch's name four lines high.
    <div className="overflow-x-auto">
      <table
        className="w-full min-w-[36rem] text-left text-sm whitespace-nowrap"
        data-testid="sold-archive"
      >
        <caption className="sr-only">
          {t('references.soldArchiveCaption', {reference})}
        </caption>
        <thead>
          <tr className="border-b border-neutral-300">
            <th scope="col" className="py-2 pr-4">
              {t('references.colSold')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('references.colPrice')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('references.colYear')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('references.colCondition')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('references.colBoxPapers')}
            </th>
            <th scope="col" className="py-2">
              {t('references.colWatch')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sold.map((sale) => (
            <tr
              key={sale.handle}
              className="border-b border-neutral-200 align-middle"
            >
              <td className="py-2 pr-4">
                {sale.soldMonth
                  ? formatMonth(sale.soldMonth, locale)
                  : t('references.notRecorded')}
              </td>
              <td className="py-2 pr-4">
                {sale.price !== null ? (
                  <SalePrice price={sale.price} priceKind={sale.priceKind} />
                ) : (
                  t('cart.priceUnavailable')
                )}
              </td>
              <td className="py-2 pr-4">{sale.year ?? '–'}</td>
              <td className="py-2 pr-4">
                {sale.condition
                  ? conditionWords(sale.condition, locale).text
                  : '–'}
              </td>
              <td className="py-2 pr-4">
                {t(BOX_AND_PAPERS_LABEL[sale.boxAndPapers])}
              </td>
              <td className="py-2">
                <ShopLink
                  to={`/products/${sale.handle}`}
                  className="inline-flex min-h-11 items-center underline underline-offset-2"
                >
                  {sale.title}
                </ShopLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
