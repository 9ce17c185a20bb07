// The reference pages' and market history's English texts travel with their code (see ./leads.ts).
import {registerArea} from '../catalog';
import {references} from '../messages/references';

registerArea('references', references);
