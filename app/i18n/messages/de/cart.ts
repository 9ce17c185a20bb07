import type {Texts} from '../../types';
import type {cart as en} from '../cart';

export const cart: Texts<typeof en> = {
  title: 'Ihr Warenkorb',
  loading: 'Warenkorb wird geladen',
  empty: 'Ihr Warenkorb ist leer',
  continueShopping: 'Weiter einkaufen',
  quantity: 'Menge',
  decrease: 'Menge von {title} verringern',
  increase: 'Menge von {title} erhöhen',
  remove: 'Entfernen',
  removeItem: '{title} aus dem Warenkorb entfernen',
  onlyAvailable: 'Nur {n} Stück verfügbar',
  subtotal: 'Zwischensumme',
  tax: 'Steuer',
  taxIncluded: 'Enthalten (Differenzbesteuerung)',
  taxExport: 'Keine britische Mehrwertsteuer (Ausfuhr)',
  total: 'Gesamt',
  checkout: 'Zur Kasse',
  addToCart: 'In den Warenkorb',
  adding: 'Wird hinzugefügt...',
  updating: 'Wird aktualisiert...',
  priceUnavailable: 'Preis auf Anfrage',
  failedInit:
    'Der Warenkorb konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  failedAdd:
    'Der Artikel konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
  failedUpdate:
    'Die Menge konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  failedRemove:
    'Der Artikel konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  checkoutUrlMissing:
    'Die Kasse ist nicht erreichbar. Bitte versuchen Sie es erneut.',
  checkoutUnavailable:
    'Die Kasse ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.',
  updateFallback: 'Menge konnte nicht geändert werden',
  openCart: 'Warenkorb öffnen',
  viewCart: 'Warenkorbseite ansehen',
  refusedSold:
    'Leider ist {title} bereits verkauft und kann nicht mehr gekauft werden.',
  refusedNotForSale:
    'Leider kann {title} nicht online gekauft werden. Bitte fragen Sie die Uhr bei uns an.',
  refusedNotInMarket:
    'Leider wird {title} in dem Markt, in dem Sie einkaufen ({market}), nicht verkauft. Bitte fragen Sie die Uhr bei uns an.',
  tooLarge:
    'Diese Änderung am Warenkorb ist zu groß. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  badRequest:
    'Diese Änderung am Warenkorb konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
};
