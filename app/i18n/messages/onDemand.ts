// The English areas that travel with the code that shows them (app/i18n/areas), each as that code
// registers it: the leads area only with its forms' part (the rest is in every page's set). The
// server registers them all at its start (../serverTexts.ts); tests compare German with them.
import {leadsForms} from './leads';
import {alerts} from './alerts';
import {condition} from './condition';
import {valuation} from './valuation';
import {product} from './product';
import {references} from './references';
import {viewings} from './viewings';

export const onDemandAreas = {
  leads: leadsForms,
  alerts,
  condition,
  valuation,
  product,
  references,
  viewings,
};
