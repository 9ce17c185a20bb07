// The instant valuation's English texts travel with its code (see ./leads.ts for why).
import {registerArea} from '../catalog';
import {valuation} from '../messages/valuation';

registerArea('valuation', valuation);
