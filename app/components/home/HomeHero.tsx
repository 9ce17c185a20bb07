import {useState} from 'react';
import type {HomeContent} from '~/content/contentTypes';
import {ContentImage} from '~/components/content/ContentImage';
import {ShopLink} from '~/components/ShopLink';
import {usePanelActions} from '~/components/panels';
import {useAutoCycle} from '~/hooks/useAutoCycle';
import {buttonClass, outlineButtonClass} from '~/components/content/Hero';
import {useT} from '~/i18n/useTranslation';

/** Each image is half of the pair: half the text column's neighbour, at most 360 px wide. */
export const HERO_PAIR_IMAGE_SIZES =
  '(min-width: 1440px) 360px, (min-width: 768px) 25vw, 50vw';

/**
 * 'A Collector-First Approach': Enquire (the enquiry panel) and Buy A Timepiece, beside two
 * image pairs that change every 5 s with a 1.5 s fade and zoom. The first pair is the LCP:
 * eager, high priority, responsive. Pauses on hover/focus; still for reduced motion.
 */
export function HomeHero({hero}: {hero: HomeContent['hero']}) {
  const t = useT();
  const {openPanel} = usePanelActions();
  const [paused, setPaused] = useState(false);
  const {index, setIndex} = useAutoCycle(hero.slides.length, 5000, paused);

  return (
    <section
      className="grid items-center gap-8 bg-stone px-4 py-12 md:grid-cols-2 md:px-8 lg:py-16"
      aria-labelledby="home-hero-heading"
    >
      <div className="max-w-xl">
        <h1
          id="home-hero-heading"
          className="font-display text-4xl leading-tight md:text-6xl"
        >
          {hero.heading}
        </h1>
        <p className="mt-6 text-lg text-neutral-700">{hero.subheading}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <button
            type="button"
            className={buttonClass}
            onClick={() => openPanel('enquiry')}
          >
            {t('content.heroEnquire')}
          </button>
          <ShopLink
            to={hero.buyHref}
            className={`${outlineButtonClass} text-ink hover:!bg-ink hover:!text-white`}
          >
            {t('content.heroBuy')}
          </ShopLink>
        </div>
      </div>
      <div
        className="relative"
        role="group"
        aria-roledescription="carousel"
        aria-label={t('content.heroSlides')}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <div className="relative aspect-[8/5] overflow-hidden rounded-lg">
          {hero.slides.map((slide, slideIndex) => {
            const active = slideIndex === index;
            return (
              <div
                key={slide.images[0].key}
                aria-hidden={!active}
                data-testid="hero-slide"
                data-active={active ? 'true' : 'false'}
                className={`absolute inset-0 grid grid-cols-2 gap-2 transition-[opacity,transform] duration-[1500ms] ease-out motion-reduce:transition-none ${
                  active
                    ? 'scale-100 opacity-100'
                    : 'pointer-events-none scale-105 opacity-0'
                }`}
              >
                {slide.images.map((image) => (
                  <ContentImage
                    key={image.key}
                    image={image}
                    priority={slideIndex === 0}
                    later={slideIndex > 0}
                    sizes={HERO_PAIR_IMAGE_SIZES}
                    className="h-full w-full object-cover"
                  />
                ))}
              </div>
            );
          })}
        </div>
        <div className="mt-4 flex justify-center">
          {hero.slides.map((slide, slideIndex) => (
            // A 44 px target around a 12 px dot.
            <button
              key={slide.images[0].key}
              type="button"
              aria-label={t('content.showSlide', {n: slideIndex + 1})}
              aria-pressed={slideIndex === index}
              onClick={() => setIndex(slideIndex)}
              className="group flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`size-3 rounded-full border border-ink ${slideIndex === index ? 'bg-ink' : 'bg-transparent group-hover:bg-neutral-400'}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
