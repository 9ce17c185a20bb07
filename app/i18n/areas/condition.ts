// The condition report's and grading scale's English texts travel with their code (see ./leads.ts for why).
import {registerArea} from '../catalog';
import {condition} from '../messages/condition';

registerArea('condition', condition);
