// The stock alerts' English texts travel with their code (see ./leads.ts for why).
import {registerArea} from '../catalog';
import {alerts} from '../messages/alerts';

registerArea('alerts', alerts);
