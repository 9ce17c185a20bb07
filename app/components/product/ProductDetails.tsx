import {useDealer} from '~/hooks/rootData';
import {useT} from '~/i18n/useTranslation';
import {isYes} from '~/domain/watch/boxAndPapers';
import {descriptionParagraphs} from '~/domain/product/description';
import {
  technicalSpecifications,
  type WatchSpecs,
} from '~/domain/product/specifications';
import {langOf, type EnglishOnly} from '~/domain/product/englishOnly';
import {Collapsible} from './Collapsible';
import {ConditionReportSection} from './ConditionReport';
import {parseConditionReport} from '~/domain/product/conditionReport';
import '~/i18n/areas/product';

/**
 * The long read under the buttons. Initial states: 'What's Included' and 'Technical
 * Specifications' open (the facts a buyer checks), 'Taxes and Shipping' closed.
 */
export function ProductDetails({
  description,
  specs,
  englishOnly,
  provenanceCountry,
}: {
  description: string;
  specs: WatchSpecs;
  /** The condition report's provenance country, named on the server. */
  provenanceCountry?: string | null;
  /** Catalogue texts still in English on a German page. */
  englishOnly?: EnglishOnly;
}) {
  const t = useT();
  const dealer = useDealer();
  const paragraphs = descriptionParagraphs(description);
  const rows = technicalSpecifications(specs);
  const hasBox = isYes(specs.box);
  const hasPapers = isYes(specs.papers);
  const report = parseConditionReport(specs.condition_report);

  return (
    <div className="mt-4 flex flex-col">
      {paragraphs.length > 0 ? (
        <section aria-labelledby="inside-the-reference" className="mb-6">
          <h2 id="inside-the-reference" className="mb-3 font-display text-2xl">
            {t('product.insideTheReference')}
          </h2>
          <div
            className="flex flex-col gap-4 text-sm leading-relaxed text-neutral-700"
            data-testid="product-description"
            lang={langOf(!!englishOnly?.description)}
          >
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}

      <Collapsible title={t('product.whatsIncluded')} defaultOpen>
        <ul className="list-disc space-y-1 pl-5" data-testid="whats-included">
          {hasBox ? <li>{t('product.includedBox')}</li> : null}
          {hasPapers ? <li>{t('product.includedPapers')}</li> : null}
          {!hasBox && !hasPapers ? (
            <li>{t('product.includedNoBoxPapers')}</li>
          ) : null}
          <li>
            {t('product.includedWarranty', {
              months: dealer.warrantyMonths,
              shopName: dealer.shopName,
            })}
          </li>
          <li>{t('product.includedAuthenticity')}</li>
        </ul>
      </Collapsible>

      {rows.length > 0 ? (
        <Collapsible title={t('product.technicalSpecifications')} defaultOpen>
          <dl
            className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2"
            data-testid="technical-specifications"
          >
            {rows.map((row) => (
              <div key={row.key} className="contents">
                <dt className="text-neutral-500">
                  {row.kind === 'named' ? t(row.label) : row.label}
                </dt>
                <dd
                  className="text-ink"
                  lang={langOf(!!englishOnly?.specKeys.includes(row.key))}
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </Collapsible>
      ) : null}

      {report ? (
        <ConditionReportSection
          report={report}
          provenanceCountry={provenanceCountry}
          notesLang={langOf(
            !!englishOnly?.specKeys.includes('condition_report'),
          )}
        />
      ) : null}

      <Collapsible title={t('product.taxesAndShipping')}>
        <p>{t('product.taxes')}</p>
        <p className="mt-2">{t('product.shipping')}</p>
      </Collapsible>
    </div>
  );
}
