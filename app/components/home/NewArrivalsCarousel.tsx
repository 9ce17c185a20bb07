import type {WatchCardFragment} from 'storefrontapi.generated';
import {WatchCard} from '~/components/catalogue/WatchCard';
import {Carousel} from '~/components/content/Carousel';
import {useT} from '~/i18n/useTranslation';

/** Card width in the carousel: 1 / 2 / 3 per view, page at most 1440 px. */
const SIZES =
  '(min-width: 1440px) 450px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The arrivals as watch cards in an autoplaying carousel (Swiper itself loads near the viewport). */
export function NewArrivalsCarousel({list}: {list: WatchCardFragment[]}) {
  const t = useT();
  return (
    <Carousel
      label={t('content.newArrivals')}
      perView={{base: 1, sm: 2, lg: 3}}
      delay={5000}
      loop
      slides={list.map((product) => ({
        key: product.id,
        node: <WatchCard product={product} imageSizes={SIZES} />,
      }))}
    />
  );
}
