import type {Route} from './+types/($locale).sourcing';
// Loader-only: FAQ texts travel as page data, so no page ships every FAQ set in its JavaScript.
import {faqsIn} from '~/content/faqs';
import {sourcingContentIn, sourcingTexts} from '~/content/sourcing';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {faqPageJsonLd} from '~/domain/content/jsonLd';
import {fillFaq} from '~/content/facts';
import {Hero, buttonClass, darkButtonClass} from '~/components/content/Hero';
import {FaqSection} from '~/components/content/Accordion';
import {EnquireButton} from '~/components/content/EnquireButton';
import {ContentImage} from '~/components/content/ContentImage';
import {useFacts} from '~/hooks/useFacts';
import {useLocale, useT} from '~/i18n/useTranslation';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data, ...args}) => {
  const shared = sharedPageData(args);
  const texts = sourcingTexts(shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: texts.title,
    crumb: texts.title,
    heroImageKey: sourcingContentIn(shared?.locale ?? 'en').hero.image.key,
    description: texts.subtitle,
    jsonLd:
      data && shared ? [faqPageJsonLd(fillFaq(data.faqs, shared.dealer))] : [],
  });
};

export async function loader({context}: Route.LoaderArgs) {
  return {
    faqs: faqsIn(context.locale).sourcing,
  };
}

export default function Sourcing({loaderData}: Route.ComponentProps) {
  const t = useT();
  const f = useFacts();
  const locale = useLocale();
  const texts = sourcingTexts(locale);
  const {
    hero,
    steps,
    whyHeading,
    whyPoints,
    recentlySourcedHeading,
    recentlySourced,
    enquiry,
  } = sourcingContentIn(locale);
  return (
    <>
      <Hero
        heading={texts.title}
        subheading={texts.subtitle}
        image={hero.image}
      >
        <EnquireButton
          className={buttonClass}
          payload={{
            productSku: enquiry.productSku,
            productTitle: enquiry.productTitle,
          }}
        >
          {t('content.contactUs')}
        </EnquireButton>
      </Hero>

      <section className="mx-auto max-w-4xl space-y-6 px-4 py-16 text-lg leading-relaxed text-neutral-800">
        <p>{f(texts.description)}</p>
        <p>{f(texts.network)}</p>
        <p>{f(texts.process)}</p>
      </section>

      <section
        aria-label={steps.map((step) => step.title).join(', ')}
        className="bg-stone py-16"
      >
        <ol className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.id} className="rounded-lg bg-white p-6 shadow-sm">
              <span className="text-sm text-gold-dark">0{index + 1}</span>
              <h2 className="mt-2 font-display text-2xl tracking-widest">
                {step.title}
              </h2>
              <p className="mt-3 text-neutral-700">{f(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="why-us"
        className="mx-auto max-w-5xl px-4 py-16"
      >
        <h2 id="why-us" className="text-center font-display text-3xl">
          {whyHeading}
        </h2>
        <ul
          className="mt-10 grid gap-6 sm:grid-cols-2"
          data-testid="why-points"
        >
          {whyPoints.map((point) => (
            <li key={point.title} className="border-l-2 border-gold pl-4">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-1 text-neutral-700">{f(point.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recently-sourced" className="bg-stone py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2
            id="recently-sourced"
            className="text-center font-display text-3xl"
          >
            {recentlySourcedHeading}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {recentlySourced.map((watch) => (
              <li
                key={watch.id}
                className="flex flex-col overflow-hidden rounded-lg bg-white"
                data-testid="sourced-watch"
              >
                <ContentImage
                  image={watch.image}
                  className="aspect-square w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold tracking-widest text-gold-dark uppercase">
                    {watch.brand}
                  </p>
                  <p className="mt-1 text-sm text-neutral-500">
                    {watch.reference}
                  </p>
                  <h3 className="mt-1 flex-1 font-display text-lg">
                    {watch.title}
                  </h3>
                  <EnquireButton
                    className={`mt-4 ${darkButtonClass}`}
                    label={`${t('content.enquireNow')}: ${watch.brand} ${watch.title}`}
                    payload={{
                      productSku: watch.reference,
                      productTitle: `${watch.brand} ${watch.title}`,
                    }}
                  >
                    {t('content.enquireNow')}
                  </EnquireButton>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FaqSection heading={t('content.faqHeading')} items={loaderData.faqs} />
    </>
  );
}
