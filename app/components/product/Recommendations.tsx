import type {WatchCardFragment} from 'storefrontapi.generated';
import {WatchCard} from '~/components/catalogue/WatchCard';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/product';

/** Watches like this one (same house, similar price), streamed in after the page. */
export function Recommendations({products}: {products: WatchCardFragment[]}) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section
      className="mt-16"
      aria-labelledby="you-may-also-like"
      data-testid="recommendations"
    >
      <h2
        id="you-may-also-like"
        className="mb-6 font-display text-2xl sm:text-3xl"
      >
        {t('product.youMayAlsoLike')}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.handle}>
            <WatchCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
