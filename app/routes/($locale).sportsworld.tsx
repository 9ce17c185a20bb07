import type {Route} from './+types/($locale).sportsworld';
import {sportsworldContentIn} from '~/content/sportsworld';
import {homeContentIn} from '~/content/home';
import {fillFacts} from '~/content/facts';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {whatsappLink} from '~/domain/dealer';
import {Hero} from '~/components/content/Hero';
import {SocialFeed} from '~/components/content/SocialFeed';
import {LinkPills} from '~/components/content/LinkPills';
import {useFacts} from '~/hooks/useFacts';
import {useDealer} from '~/hooks/rootData';
import {useLocale, useT} from '~/i18n/useTranslation';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const {hero} = sportsworldContentIn(shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: shared ? fillFacts(hero.heading, shared.dealer) : 'Sportsworld',
    crumb: 'Sportsworld',
    heroImageKey: hero.image.key,
    description: hero.subheading,
  });
};

export default function Sportsworld() {
  const t = useT();
  const locale = useLocale();
  const f = useFacts();
  const dealer = useDealer();
  const {hero, intro, benefits, concierge, socialFeed, links, chatLink} =
    sportsworldContentIn(locale);
  return (
    <>
      <Hero
        heading={f(hero.heading)}
        subheading={f(hero.subheading)}
        image={hero.image}
      />
      <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg leading-relaxed text-neutral-800">
        {f(intro)}
      </p>
      <section className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits.map((card) => (
            <li
              key={card.id}
              className="rounded-lg bg-stone p-6"
              data-testid="benefit-card"
            >
              <h2 className="font-display text-2xl">{card.title}</h2>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-neutral-700">
                {card.points.map((point) => (
                  <li key={point}>{f(point)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="concierge"
        className="mx-auto max-w-3xl px-4 py-16"
      >
        <h2 id="concierge" className="font-display text-3xl">
          {concierge.heading}
        </h2>
        {concierge.paragraphs.map((paragraph) => (
          <p
            key={paragraph.slice(0, 40)}
            className="mt-4 text-lg leading-relaxed text-neutral-800"
          >
            {f(paragraph)}
          </p>
        ))}
      </section>
      <SocialFeed
        heading={socialFeed.heading}
        text={socialFeed.text}
        profileLabel={homeContentIn(locale).socialFeed.profileLabel}
        posts={homeContentIn(locale).socialFeed.posts}
      />
      <nav
        aria-label={t('content.usefulLinks')}
        className="mx-auto max-w-4xl px-4 pb-20 text-center"
      >
        <LinkPills links={links}>
          <li>
            <a
              href={whatsappLink(dealer, chatLink.message)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded bg-[#1f7a4d] px-4 py-2 text-sm text-white hover:bg-[#185f3c]"
            >
              {chatLink.label}{' '}
              <span className="sr-only">{t('content.opensInNewTab')}</span>
            </a>
          </li>
        </LinkPills>
      </nav>
    </>
  );
}
