import type {Route} from './+types/($locale).insurance';
// Loader-only: FAQ texts travel as page data, so no page ships every FAQ set in its JavaScript.
import {faqsIn} from '~/content/faqs';
import {insuranceContentIn} from '~/content/insurance';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {faqPageJsonLd} from '~/domain/content/jsonLd';
import {fillFaq} from '~/content/facts';
import {Hero} from '~/components/content/Hero';
import {FaqSection} from '~/components/content/Accordion';
import {LinkPills} from '~/components/content/LinkPills';
import {useFacts} from '~/hooks/useFacts';
import {useLocale, useT} from '~/i18n/useTranslation';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data, ...args}) => {
  const shared = sharedPageData(args);
  const content = insuranceContentIn(shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: content.hero.heading,
    crumb: content.hero.heading,
    heroImageKey: content.hero.image.key,
    description: content.hero.subheading,
    jsonLd:
      data && shared ? [faqPageJsonLd(fillFaq(data.faqs, shared.dealer))] : [],
  });
};

export async function loader({context}: Route.LoaderArgs) {
  return {
    faqs: faqsIn(context.locale).insurance,
  };
}

export default function Insurance({loaderData}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const f = useFacts();
  const {hero, intro, disclosure, coverHighlights, guideHeading, guide, links} =
    insuranceContentIn(locale);
  return (
    <>
      <Hero
        heading={hero.heading}
        subheading={f(hero.subheading)}
        image={hero.image}
      />
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-16 text-lg leading-relaxed text-neutral-800">
        {intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{f(paragraph)}</p>
        ))}
        <p
          className="rounded-lg bg-stone p-4 text-sm text-neutral-700"
          data-testid="insurance-disclosure"
        >
          {f(disclosure)}
        </p>
      </section>
      <section className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coverHighlights.map((item) => (
            <li
              key={item.title}
              className="rounded-lg border border-neutral-200 p-6"
            >
              <h2 className="font-semibold">{item.title}</h2>
              <p className="mt-2 text-neutral-700">{f(item.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="insurance-guide"
        className="mx-auto max-w-6xl px-4 py-16"
      >
        <h2 id="insurance-guide" className="text-center font-display text-3xl">
          {guideHeading}
        </h2>
        <ol
          className="mt-10 grid gap-6 md:grid-cols-4"
          data-testid="insurance-steps"
        >
          {guide.map((step, index) => (
            <li key={step.id} className="rounded-lg bg-stone p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gold font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-display text-xl">{step.title}</h3>
              <p className="mt-2 text-neutral-700">{f(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
      <FaqSection heading={t('content.faqHeading')} items={loaderData.faqs} />
      <nav
        aria-labelledby="insurance-links"
        className="mx-auto max-w-3xl px-4 pb-20 text-center"
      >
        <h2 id="insurance-links" className="font-display text-2xl">
          {t('content.usefulLinks')}
        </h2>
        <LinkPills links={links} className="mt-6" />
      </nav>
    </>
  );
}
