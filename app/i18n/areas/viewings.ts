// Booking a viewing's English texts travel with its code (see ./leads.ts for why).
import {registerArea} from '../catalog';
import {viewings} from '../messages/viewings';

registerArea('viewings', viewings);
