import type {FeatureShowcase} from '~/content/contentTypes';
import {Carousel} from '~/components/content/Carousel';
import {ContentImage} from '~/components/content/ContentImage';
import {ShopLink} from '~/components/ShopLink';
import {darkButtonClass} from '~/components/content/Hero';
import {useFacts} from '~/hooks/useFacts';

/** A feature showcase: text and a call to /contact-us beside a slideshow (autoplay 8 s). */
export function Showcase({
  showcase,
  reverse = false,
}: {
  showcase: FeatureShowcase;
  reverse?: boolean;
}) {
  const f = useFacts();
  return (
    <section
      aria-labelledby={showcase.id}
      className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2"
      data-testid="showcase"
    >
      <div className={reverse ? 'md:order-2' : ''}>
        <h2 id={showcase.id} className="font-display text-3xl md:text-4xl">
          {showcase.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-neutral-700">
          {f(showcase.text)}
        </p>
        <ShopLink to={showcase.cta.href} className={`mt-8 ${darkButtonClass}`}>
          {showcase.cta.label}
        </ShopLink>
      </div>
      <Carousel
        label={showcase.title}
        perView={{base: 1, sm: 1, lg: 1}}
        delay={8000}
        loop
        gap={0}
        slides={showcase.slides.map((image) => ({
          key: image.key,
          node: (
            <ContentImage
              image={image}
              sizes="(min-width: 768px) 560px, 100vw"
              className="aspect-[3/2] w-full rounded-lg object-cover"
            />
          ),
        }))}
      />
    </section>
  );
}
