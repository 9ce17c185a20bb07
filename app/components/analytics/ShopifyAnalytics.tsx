import {useEffect} from 'react';
import {Analytics, useAnalytics, type CartReturn} from '@shopify/hydrogen';
import {useCart} from '~/hooks/useCart';
import type {ShopifyAnalyticsSetup} from '~/server/shopifyAnalytics';
import type {Consent} from '~/components/consent/consent';
import {useViewedProduct} from './viewedProduct';

/**
 * Hydrogen's analytics with Shopify's Customer Privacy API, mounted only once the visitor has
 * chosen in our banner: the choice is handed to Shopify (and so to its checkout), and Shopify
 * sends events only while it allows analytics.
 */
export default function ShopifyAnalytics({
  setup,
  consent,
}: {
  setup: NonNullable<ShopifyAnalyticsSetup>;
  consent: Consent;
}) {
  // The cart the header and drawer share, reloaded after every change: a new line is an add.
  const {cart} = useCart();
  return (
    <Analytics.Provider
      cart={(cart ?? null) as CartReturn | null}
      shop={setup.shop}
      consent={setup.consent}
    >
      <ShareConsentWithShopify consent={consent} />
      <ProductViewed />
    </Analytics.Provider>
  );
}

/**
 * Tells the Customer Privacy API what the visitor chose, when it differs from what it holds.
 * The banner asks about analytics only, so marketing, preferences and the sale of data stay no.
 */
function ShareConsentWithShopify({consent}: {consent: Consent}) {
  const {customerPrivacy} = useAnalytics();
  useEffect(() => {
    if (!customerPrivacy) return;
    const analytics = consent === 'granted';
    const held = customerPrivacy.currentVisitorConsent();
    if (
      held.analytics === (analytics ? 'yes' : 'no') &&
      held.marketing === 'no' &&
      held.preferences === 'no' &&
      held.sale_of_data === 'no'
    )
      return;
    customerPrivacy.setTrackingConsent(
      {analytics, marketing: false, preferences: false, sale_of_data: false},
      (result) => {
        if (result?.error)
          console.warn('[analytics] consent not saved', result.error);
      },
    );
  }, [customerPrivacy, consent]);
  return null;
}

function ProductViewed() {
  const viewed = useViewedProduct();
  if (!viewed) return null;
  return (
    <Analytics.ProductView key={viewed.products[0].variantId} data={viewed} />
  );
}
