import type {Route} from './+types/($locale).about';
import {aboutContentIn} from '~/content/about';
import {fillFacts} from '~/content/facts';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {ShopLink} from '~/components/ShopLink';
import {Breadcrumb} from '~/components/Breadcrumb';
import {darkButtonClass} from '~/components/content/Hero';
import {useFacts} from '~/hooks/useFacts';
import {useLocale, useT} from '~/i18n/useTranslation';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const about = aboutContentIn(shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: about.title,
    crumb: about.title,
    description: shared ? fillFacts(about.intro, shared.dealer) : about.intro,
  });
};

export default function About() {
  const t = useT();
  const locale = useLocale();
  const f = useFacts();
  const {title, intro, sections, locations, flagship, cta} =
    aboutContentIn(locale);
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumb
        crumbs={[{label: t('content.home'), to: '/'}, {label: title}]}
      />
      <h1 className="mt-6 font-display text-5xl">{title}</h1>
      <p className="mt-6 text-xl leading-relaxed text-neutral-800">
        {f(intro)}
      </p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-12">
          <h2 className="font-display text-3xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p
              key={paragraph.slice(0, 40)}
              className="mt-4 text-lg leading-relaxed text-neutral-700"
            >
              {f(paragraph)}
            </p>
          ))}
        </section>
      ))}
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {locations.map((location) => (
          <li key={location.name} className="rounded-lg bg-stone p-6">
            <h2 className="font-semibold">{location.name}</h2>
            <p className="mt-2 text-neutral-700">{f(location.text)}</p>
          </li>
        ))}
      </ul>
      <section id="showroom" className="mt-12 rounded-lg bg-ink p-8 text-white">
        <h2 className="font-display text-3xl">{flagship.heading}</h2>
        {flagship.paragraphs.map((paragraph) => (
          <p
            key={paragraph.slice(0, 40)}
            className="mt-4 text-lg leading-relaxed text-neutral-200"
          >
            {f(paragraph)}
          </p>
        ))}
      </section>
      <div className="mt-10 flex flex-wrap gap-4">
        {cta.map((link) => (
          <ShopLink key={link.href} to={link.href} className={darkButtonClass}>
            {link.label}
          </ShopLink>
        ))}
      </div>
    </article>
  );
}
