import {useNavigation, useSubmit} from 'react-router';
import {wholePercent} from '~/domain/percent';
import type {ValuationAnswer} from '~/server/valuation/loadValuation';
import {
  PAPERS_CHOICES,
  YEAR_BANDS,
  MAX_REFERENCE_LENGTH,
  type FactorEffect,
} from '~/domain/valuation/instantValuation';
import {YEAR_BAND_LABEL} from '~/domain/valuation/valuationPrefill';
import {
  CONDITION_GRADES,
  CONDITION_GRADE_LABEL,
} from '~/domain/watch/conditionGrade';
import {BOX_AND_PAPERS_LABEL} from '~/domain/watch/boxAndPapers';
import {formatPounds} from '~/domain/references/format';
import {derivedPounds} from '~/domain/pounds';
import {AchievedInPounds} from '~/components/references/AchievedInPounds';
import type {Locale} from '~/i18n/locale';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import {useLocale, useT} from '~/i18n/useTranslation';
import {ShopLink} from '~/components/ShopLink';
import {ConditionScale} from '~/components/product/ConditionScale';
import {darkButtonClass} from '~/components/content/Hero';
import '~/i18n/areas/valuation';
import '~/i18n/areas/condition';

const fieldClass =
  'mt-1 block min-h-11 w-full rounded border border-neutral-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1';
const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-2';

/**
 * The instant valuation above the sell form: a GET form (the answer is a page of its own,
 * rendered on the server and shareable) and the answer under it.
 */
export function ValuationSection({answer}: {answer: ValuationAnswer | null}) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const submit = useSubmit();
  const navigation = useNavigation();
  const path = sitePath('/sell-your-watch', site);
  const busy =
    navigation.state === 'loading' &&
    navigation.location.pathname === path &&
    navigation.location.search.includes('reference=');
  const inputs = answer?.inputs;

  return (
    <section
      id="valuation"
      aria-labelledby="valuation-heading"
      className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12"
    >
      <h2 id="valuation-heading" className="font-display text-3xl">
        {t('valuation.heading')}
      </h2>
      <p className="mt-2 text-neutral-700">{t('valuation.intro')}</p>
      <form
        method="get"
        // Without JavaScript the browser loads the answer and jumps to it (to the answer
        // itself: on a phone the form above it fills the screen).
        action={`${path}#valuation-answer`}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        data-testid="valuation-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget, {
            method: 'get',
            action: path,
            preventScrollReset: true,
          });
        }}
      >
        <div className="sm:col-span-2">
          <label
            htmlFor="valuation-reference"
            className="text-sm font-semibold"
          >
            {t('valuation.referenceLabel')}
          </label>
          <input
            id="valuation-reference"
            name="reference"
            type="text"
            required
            maxLength={MAX_REFERENCE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={inputs?.reference ?? ''}
            aria-describedby="valuation-reference-hint"
            className={fieldClass}
          />
          <p
            id="valuation-reference-hint"
            className="mt-1 text-xs text-neutral-500"
          >
            {t('valuation.referenceHint')}
          </p>
        </div>
        <Choice
          name="year"
          label={t('valuation.yearLabel')}
          value={inputs?.year ?? ''}
          options={YEAR_BANDS.map((band) => ({
            value: band,
            label: t(YEAR_BAND_LABEL[band]),
          }))}
        />
        <Choice
          name="condition"
          label={t('valuation.conditionLabel')}
          value={inputs?.condition ?? ''}
          options={CONDITION_GRADES.map((grade) => ({
            value: grade,
            label: t(CONDITION_GRADE_LABEL[grade]),
          }))}
        />
        <Choice
          name="papers"
          label={t('valuation.papersLabel')}
          value={inputs?.papers ?? ''}
          options={PAPERS_CHOICES.map((choice) => ({
            value: choice,
            label: t(BOX_AND_PAPERS_LABEL[choice]),
          }))}
        />
        <div className="flex items-end">
          <button
            type="submit"
            className={`${darkButtonClass} min-h-11 w-full`}
            aria-disabled={busy || undefined}
          >
            {busy ? t('valuation.submitting') : t('valuation.submit')}
          </button>
        </div>
        <div className="sm:col-span-2">
          <ConditionScale summary={t('valuation.scaleSummary')} />
        </div>
      </form>
      <div
        id="valuation-answer"
        aria-live="polite"
        className="mt-6 scroll-mt-24"
      >
        {answer ? <Answer answer={answer} locale={locale} /> : null}
      </div>
    </section>
  );
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: Array<{value: string; label: string}>;
}) {
  const t = useT();
  const id = `valuation-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={fieldClass}>
        <option value="">{t('valuation.notSure')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Answer({answer, locale}: {answer: ValuationAnswer; locale: Locale}) {
  const t = useT();
  const byHand = (
    <a href="#sell-form" className={linkClass}>
      {t('valuation.byHand')}
    </a>
  );
  if (answer.state === 'empty')
    return (
      <p className="rounded-lg bg-stone p-4" data-testid="valuation-answer">
        {t('valuation.emptyReference')}
      </p>
    );
  if (answer.state === 'unavailable')
    return (
      <div className="rounded-lg bg-stone p-4" data-testid="valuation-answer">
        <p>{t('valuation.unavailable')}</p>
        {byHand}
      </div>
    );
  const {valuation, reference, slug} = answer;
  const history = slug ? (
    <ShopLink
      to={`/references/${encodeURIComponent(slug)}`}
      className={linkClass}
      data-testid="valuation-market-history"
    >
      {t('valuation.marketHistory', {reference})}
    </ShopLink>
  ) : null;
  // The valuation is worked out from achieved prices, which are pounds.
  const pounds = (value: number) => formatPounds(derivedPounds(value), locale);

  if (valuation.kind !== 'estimate')
    return (
      <div className="rounded-lg bg-stone p-4" data-testid="valuation-answer">
        <h3 className="font-display text-2xl">
          {valuation.kind === 'unknown'
            ? t('valuation.unknownHeading', {reference})
            : t('valuation.tooFewHeading', {reference})}
        </h3>
        <p className="mt-2 text-neutral-700">
          {valuation.kind === 'unknown'
            ? t('valuation.unknownText')
            : t('valuation.tooFewText', {n: valuation.count})}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6">
          {byHand}
          {history}
        </div>
      </div>
    );

  const shown = valuation.adjusted ?? valuation.range;
  return (
    <div className="rounded-lg bg-stone p-4" data-testid="valuation-answer">
      <h3 className="font-display text-2xl">
        {t('valuation.estimateHeading', {reference})}
      </h3>
      <AchievedInPounds className="mt-1 text-sm text-neutral-600" />
      <dl className="mt-3 grid gap-3">
        <div>
          <dt className="text-sm text-neutral-700">
            {t('valuation.rangeLabel')}
          </dt>
          <dd
            className={
              valuation.adjusted ? 'text-lg' : 'text-2xl font-semibold text-ink'
            }
            data-testid="valuation-range"
          >
            {pounds(valuation.range.low)} – {pounds(valuation.range.high)}
          </dd>
          <dd className="text-sm text-neutral-700">
            {t('valuation.rangeExplain', {n: valuation.count})}
          </dd>
        </div>
        {valuation.adjusted ? (
          <div>
            <dt className="text-sm text-neutral-700">
              {t('valuation.adjustedLabel')}
            </dt>
            <dd
              className="text-2xl font-semibold text-ink"
              data-testid="valuation-adjusted"
            >
              {pounds(shown.low)} – {pounds(shown.high)}
            </dd>
            <dd className="text-sm text-neutral-700">
              {t('valuation.adjustedExplain')}
            </dd>
          </div>
        ) : null}
        {valuation.offer ? (
          <div>
            <dt className="text-sm text-neutral-700">
              {t('valuation.offerLabel')}
            </dt>
            <dd
              className="text-xl font-semibold text-ink"
              data-testid="valuation-offer"
            >
              {pounds(valuation.offer.low)} – {pounds(valuation.offer.high)}
            </dd>
            <dd className="text-sm text-neutral-700">
              {t('valuation.offerExplain')}
            </dd>
          </div>
        ) : null}
      </dl>
      {valuation.effects.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-700">
          {valuation.effects.map((effect) => (
            <li key={effect.factor}>
              <EffectLine effect={effect} />
            </li>
          ))}
        </ul>
      ) : null}
      {valuation.offer ? null : (
        <p className="mt-3 text-sm" data-testid="valuation-no-offer">
          {t('valuation.noOffer')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-x-6">
        <a href="#sell-form" className={linkClass}>
          {t('valuation.sendValuation')}
        </a>
        {history}
      </div>
    </div>
  );
}

function EffectLine({effect}: {effect: FactorEffect}) {
  const t = useT();
  const locale = useLocale();
  const factor = t(
    effect.factor === 'condition'
      ? 'valuation.factorCondition'
      : 'valuation.factorPapers',
  );
  const value =
    effect.factor === 'condition'
      ? t(
          CONDITION_GRADE_LABEL[
            effect.value as keyof typeof CONDITION_GRADE_LABEL
          ],
        )
      : t(
          BOX_AND_PAPERS_LABEL[
            effect.value as keyof typeof BOX_AND_PAPERS_LABEL
          ],
        );
  const vars = {factor, value, like: effect.like, other: effect.other};
  if (effect.effect === null) return <>{t('valuation.effectTooFew', vars)}</>;
  const percent = wholePercent(Math.abs(effect.effect), locale);
  if (Math.round(Math.abs(effect.effect) * 100) === 0)
    return <>{t('valuation.effectSame', vars)}</>;
  return (
    <>
      {t(effect.effect > 0 ? 'valuation.effectMore' : 'valuation.effectLess', {
        ...vars,
        percent,
      })}
    </>
  );
}
