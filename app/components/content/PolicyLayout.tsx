import type {Policy} from '~/content/contentTypes';
import {policyIn} from '~/content/policies';
import {Breadcrumb} from '~/components/Breadcrumb';
import {useFacts} from '~/hooks/useFacts';
import {useLocale, useT} from '~/i18n/useTranslation';
import {formatContentDate} from '~/i18n/months';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';

function slugify(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** Terms, privacy and shipping: title, date, a contents list and every section. */
export function PolicyLayout({slug}: {slug: Policy['slug']}) {
  const t = useT();
  const f = useFacts();
  const locale = useLocale();
  const site = useSite();
  const policy = policyIn(slug, locale);
  // By rule, not Intl: a page's first formatter costs tens of ms of main thread (decision 027).
  const updated = formatContentDate(policy.lastUpdated, locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Breadcrumb
        crumbs={[{label: t('content.home'), to: '/'}, {label: policy.title}]}
      />
      <h1 className="mt-6 font-display text-4xl">{policy.title}</h1>
      <p className="mt-2 text-sm text-neutral-500">
        {t('content.lastUpdated', {date: updated})}
      </p>
      {locale === 'de' ? (
        <p className="mt-4 rounded-lg border border-gold/40 p-4 text-sm text-neutral-700">
          {t('content.policyTranslationNotice')}{' '}
          <a
            href={`${sitePath(`/${slug}`, {...site, language: 'en'})}?lang=en`}
            hrefLang="en-GB"
            className="underline hover:text-gold"
          >
            {t('content.policyEnglishVersion')}
          </a>
        </p>
      ) : null}
      <nav
        aria-label={t('content.onThisPage')}
        className="mt-8 rounded-lg bg-stone p-6"
      >
        <h2 className="text-sm font-semibold tracking-wide uppercase">
          {t('content.onThisPage')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {policy.sections.map((section) => (
            <li key={section.heading}>
              <a
                href={`#${slugify(section.heading)}`}
                className="hover:text-gold hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((section) => (
        <section
          key={section.heading}
          id={slugify(section.heading)}
          className="mt-10"
        >
          <h2 className="font-display text-2xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p
              key={paragraph.slice(0, 48)}
              className="mt-4 leading-relaxed text-neutral-700"
            >
              {f(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
