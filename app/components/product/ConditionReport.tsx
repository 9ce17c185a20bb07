import {useLocale, useT} from '~/i18n/useTranslation';
import type {Locale} from '~/i18n/locale';
import {
  REPORT_PART_LABEL,
  type ConditionReport,
} from '~/domain/product/conditionReport';
import {CONDITION_GRADE_LABEL} from '~/domain/watch/conditionGrade';
import {formatMonth} from '~/domain/references/format';
import {Collapsible} from './Collapsible';
import {ConditionScale} from './ConditionScale';
import '~/i18n/areas/condition';

function serviceDate(date: string, locale: Locale): string {
  return /^\d{4}-\d{2}/.test(date)
    ? formatMonth(date.slice(0, 7), locale)
    : date;
}

const sectionHeading = 'mt-4 text-xs font-semibold tracking-wider uppercase';

/**
 * The dealer's condition report under the specifications: graded parts, notes, service history,
 * provenance and the authentication steps. Only the parts the report holds are drawn; the
 * dealer's own words keep the language they were written in (`lang` when they are English on a
 * German page).
 */
export function ConditionReportSection({
  report,
  notesLang,
  provenanceCountry,
}: {
  report: ConditionReport;
  notesLang?: string;
  /** The provenance country's name in the page's language, named on the server. */
  provenanceCountry?: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const {parts, notes, service, provenance, authentication} = report;
  return (
    <Collapsible title={t('condition.reportHeading')} defaultOpen>
      {/* The dealer's free text may hold a long unbroken word (a serial, a link, a German
          compound): it wraps inside its column instead of widening a phone's page. */}
      <div data-testid="condition-report" className="text-sm wrap-anywhere">
        {parts.length ? (
          <>
            <p className="text-neutral-700">{t('condition.reportIntro')}</p>
            <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2">
              {parts.map((part) => (
                <div key={part.part} className="contents">
                  <dt className="text-neutral-500">
                    {t(REPORT_PART_LABEL[part.part])}
                  </dt>
                  <dd className="text-ink">
                    {part.grade ? (
                      <span className="font-semibold">
                        {t(CONDITION_GRADE_LABEL[part.grade])}
                      </span>
                    ) : null}
                    {part.note ? (
                      <span className="block text-neutral-700" lang={notesLang}>
                        {part.note}
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-1">
              <ConditionScale summary={t('condition.scaleHeading')} />
            </div>
          </>
        ) : null}
        {notes ? (
          <>
            <h3 className={sectionHeading}>{t('condition.dealerNotes')}</h3>
            <p className="mt-1 text-neutral-700" lang={notesLang}>
              {notes}
            </p>
          </>
        ) : null}
        {service.length ? (
          <>
            <h3 className={sectionHeading}>{t('condition.serviceHeading')}</h3>
            <ul className="mt-1 space-y-1" data-testid="service-history">
              {service.map((entry, index) => (
                <li key={index}>
                  {entry.date ? (
                    <span className="font-semibold">
                      {serviceDate(entry.date, locale)}
                    </span>
                  ) : null}
                  {entry.by ? (
                    <span lang={notesLang}>
                      {entry.date ? ' ' : ''}
                      {t('condition.serviceBy', {by: entry.by})}
                    </span>
                  ) : null}
                  {entry.work ? (
                    <span className="block text-neutral-700" lang={notesLang}>
                      {entry.work}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {provenance ? (
          <>
            <h3 className={sectionHeading}>
              {t('condition.provenanceHeading')}
            </h3>
            <dl
              className="mt-1 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1"
              data-testid="provenance"
            >
              {provenance.country || provenance.year !== null ? (
                <div className="contents">
                  <dt className="text-neutral-500">
                    {t('condition.firstSold')}
                  </dt>
                  <dd>
                    {provenance.country && provenance.year !== null
                      ? t('condition.firstSoldIn', {
                          country: provenanceCountry ?? provenance.country,
                          year: provenance.year,
                        })
                      : provenance.country
                        ? (provenanceCountry ?? provenance.country)
                        : provenance.year}
                  </dd>
                </div>
              ) : null}
              {provenance.documents.length ? (
                <div className="contents">
                  <dt className="text-neutral-500">
                    {t('condition.documents')}
                  </dt>
                  <dd lang={notesLang}>{provenance.documents.join(', ')}</dd>
                </div>
              ) : null}
              {provenance.previousOwners !== null ? (
                <div className="contents">
                  <dt className="text-neutral-500">
                    {t('condition.previousOwners')}
                  </dt>
                  <dd>{provenance.previousOwners}</dd>
                </div>
              ) : null}
            </dl>
          </>
        ) : null}
        {authentication.length ? (
          <>
            <h3 className={sectionHeading}>
              {t('condition.authenticationHeading')}
            </h3>
            <ol
              className="mt-1 list-decimal space-y-1 pl-5"
              lang={notesLang}
              data-testid="authentication-steps"
            >
              {authentication.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </Collapsible>
  );
}
