import {Price} from '~/components/Price';
import {SoldPriceText} from '~/components/SoldPriceText';
import {AchievedInPounds} from '~/components/references/AchievedInPounds';
import {soldPriceShown} from '~/domain/watch/soldPrice';
import {useSite} from '~/hooks/useSite';
import {PriceIncludes} from '~/components/markets/PriceIncludes';
import {StatusBadge} from '~/components/StatusBadge';
import {useLocale, useT} from '~/i18n/useTranslation';
import type {AvailabilityStatus} from '~/domain/watch/availability';
import {isYes} from '~/domain/watch/boxAndPapers';
import {headerFacts, type WatchSpecs} from '~/domain/product/specifications';
import type {MoneyLike} from '~/domain/money';
import {langOf} from '~/domain/product/englishOnly';
import {conditionWords} from '~/domain/watch/conditionGrade';
import '~/i18n/areas/product';

/** Vendor, title, reference, price, status and the facts a buyer looks at first. */
export function ProductHeader({
  vendor,
  title,
  reference,
  price,
  status,
  specs,
  englishCondition = false,
}: {
  vendor: string;
  title: string;
  reference: string;
  price: MoneyLike;
  status: AvailabilityStatus;
  specs: WatchSpecs;
  /** The condition is the catalogue's untranslated English (a grade is named in German still). */
  englishCondition?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const currency = useSite().market.currency;
  // A sold watch shows what it sold for, in pounds, never a converted last asking price.
  const sold =
    status === 'sold'
      ? soldPriceShown(
          {soldPrice: specs.sold_price, askingPrice: price},
          currency,
        )
      : null;
  const facts = headerFacts(specs);
  const yesNo = (value: string) =>
    isYes(value) ? t('product.yes') : t('product.no');
  const rows: Array<[string, string, ('en' | undefined)?]> = [];
  if (facts.condition) {
    const condition = conditionWords(facts.condition, locale);
    rows.push([
      t('product.condition'),
      condition.text,
      langOf(englishCondition && !condition.translated),
    ]);
  }
  if (facts.year) rows.push([t('product.year'), facts.year]);
  if (facts.box) rows.push([t('product.box'), yesNo(facts.box)]);
  if (facts.papers) rows.push([t('product.papers'), yesNo(facts.papers)]);

  return (
    <header className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">
        {vendor}
      </p>
      <h1 className="font-display text-3xl leading-tight sm:text-4xl">
        {title}
      </h1>
      {reference ? (
        <p className="text-sm text-neutral-600" data-testid="product-reference">
          {t('product.reference')} {reference}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className="text-2xl font-semibold" data-testid="product-price">
          {sold ? <SoldPriceText shown={sold} /> : <Price money={price} />}
        </p>
        <StatusBadge status={status} />
      </div>
      {sold?.note ? (
        <AchievedInPounds className="mt-1 text-sm text-neutral-600" />
      ) : null}
      {/* A sold watch is not for sale: what its price would include is nobody's question. */}
      {sold ? null : (
        <PriceIncludes className="mt-1 text-sm text-neutral-600" />
      )}
      {rows.length > 0 ? (
        <dl
          className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4"
          data-testid="product-facts"
        >
          {rows.map(([label, value, lang]) => (
            <div key={label}>
              <dt className="text-xs text-neutral-500 uppercase">{label}</dt>
              <dd className="font-medium" lang={lang}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </header>
  );
}
