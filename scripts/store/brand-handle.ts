// A brand collection's handle from a vendor: the storefront's slug rule, as the local shop's
// catalogue writes it ('A. Lange & Söhne' -> 'a-lange-soehne').
export {collectionSlug as brandHandle} from '../../local-shop/catalogue';
