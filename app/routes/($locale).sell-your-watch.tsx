import type {Route} from './+types/($locale).sell-your-watch';
// Loader-only: FAQ texts travel as page data, so no page ships every FAQ set in its JavaScript.
import {faqsIn} from '~/content/faqs';
import {sellContentIn} from '~/content/sell';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {faqPageJsonLd} from '~/domain/content/jsonLd';
import {fillFaq} from '~/content/facts';
import {Hero, buttonClass, darkButtonClass} from '~/components/content/Hero';
import {FaqSection} from '~/components/content/Accordion';
import {EnquireButton} from '~/components/content/EnquireButton';
import {StepCycle} from '~/components/content/StepCycle';
import {TestimonialCard} from '~/components/content/Testimonial';
import {useFacts} from '~/hooks/useFacts';
import {QuickSellForm} from '~/components/leads/QuickSellForm';
import {issueSharedLeadToken} from '~/server/leads/leadAction';
import {loadValuation} from '~/server/valuation/loadValuation';
import {readValuationInputs} from '~/domain/valuation/instantValuation';
import {valuationPrefill} from '~/domain/valuation/valuationPrefill';
import {ValuationSection} from '~/components/valuation/ValuationSection';
import {useLocale, useT} from '~/i18n/useTranslation';
import {translate} from '~/i18n/translate';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data, ...args}) => {
  const shared = sharedPageData(args);
  const content = sellContentIn(shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: content.hero.heading,
    crumb: content.hero.heading,
    heroImageKey: content.hero.image.key,
    description: translate(
      shared?.locale ?? 'en',
      'content.sellMetaDescription',
    ),
    jsonLd:
      data && shared ? [faqPageJsonLd(fillFaq(data.faqs, shared.dealer))] : [],
  });
};

export async function loader({context, request}: Route.LoaderArgs) {
  // `?reference=…&year=…&condition=…&papers=…` is the instant valuation's GET form: the same
  // answer for everyone who asks, so the page stays shareable at the edge (decision 102).
  const inputs = readValuationInputs(new URL(request.url).searchParams);
  const valuation = inputs
    ? await loadValuation(context.readStorefront, {
        inputs,
        now: new Date(),
        secret: context.shopEnv.SESSION_SECRET,
        offerPercent: context.shopEnv.VALUATION_OFFER_PERCENT,
      })
    : null;
  return {
    faqs: faqsIn(context.locale).sell,
    // A signed token lets the sell form post without JavaScript on the first try; it is shared
    // by a cached copy, and the lead's own words make its submission id (decisions 080, 102).
    token: await issueSharedLeadToken(context),
    valuation,
    prefill: valuation ? valuationPrefill(valuation, context.locale) : null,
  };
}

export default function SellYourWatch({loaderData}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const f = useFacts();
  const {
    hero,
    whySell,
    options,
    optionsHeading,
    howItWorks,
    testimonials,
    testimonialsHeading,
    formIntro,
  } = sellContentIn(locale);
  return (
    <>
      <Hero
        heading={hero.heading}
        subheading={f(hero.subheading)}
        image={hero.image}
      >
        <a href="#sell-form" className={buttonClass}>
          {hero.ctaLabel}
        </a>
      </Hero>

      <ValuationSection answer={loaderData.valuation} />

      <section
        aria-labelledby="why-sell"
        className="mx-auto max-w-6xl px-4 py-16"
      >
        <h2 id="why-sell" className="text-center font-display text-3xl">
          {whySell.heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whySell.points.map((point) => (
            <li key={point.title} className="rounded-lg bg-stone p-6">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-2 text-neutral-700">{f(point.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sell-options" className="bg-stone py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="sell-options" className="text-center font-display text-3xl">
            {optionsHeading}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {options.map((option) => (
              <li
                key={option.id}
                className="flex flex-col rounded-lg bg-white p-6 shadow-sm"
                data-testid="sell-option"
              >
                <h3 className="font-display text-2xl">{option.name}</h3>
                <p className="mt-3 text-neutral-700">{f(option.summary)}</p>
                <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm text-neutral-700">
                  {option.points.map((point) => (
                    <li key={point}>{f(point)}</li>
                  ))}
                </ul>
                <EnquireButton
                  className={`mt-6 ${darkButtonClass}`}
                  label={t('content.enquireAbout', {option: option.name})}
                  payload={{
                    subject: option.enquirySubject,
                    productTitle: option.name,
                  }}
                >
                  {t('content.enquireNow')}
                </EnquireButton>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="how-it-works"
        className="mx-auto max-w-6xl px-4 py-16"
      >
        <h2
          id="how-it-works"
          className="mb-10 text-center font-display text-3xl"
        >
          {howItWorks.heading}
        </h2>
        <StepCycle steps={howItWorks.steps} />
      </section>

      <section aria-labelledby="sell-testimonials" className="bg-stone py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2
            id="sell-testimonials"
            className="text-center font-display text-3xl"
          >
            {testimonialsHeading}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FaqSection heading={t('content.faqHeading')} items={loaderData.faqs} />

      <section
        id="sell-form"
        aria-labelledby="sell-form-heading"
        className="mx-auto max-w-3xl scroll-mt-24 px-4 pb-20"
      >
        <h2
          id="sell-form-heading"
          className="text-center font-display text-3xl"
        >
          {t('content.sellFormHeading')}
        </h2>
        <p className="mt-3 text-center text-neutral-700">{f(formIntro)}</p>
        <div className="mt-8">
          <QuickSellForm
            // A new valuation is a new prefill: the form starts again from it.
            key={loaderData.prefill?.valuation?.claim ?? 'none'}
            initialToken={loaderData.token}
            heading={false}
            prefill={loaderData.prefill}
          />
        </div>
      </section>
    </>
  );
}
