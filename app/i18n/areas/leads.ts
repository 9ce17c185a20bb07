// The lead forms' English texts travel with the lead forms' code, not in every page's shared
// texts: each module that uses a 'leads.*' key imports this one (app/i18n/areas.test.ts checks).
import {registerArea} from '../catalog';
import {leadsForms} from '../messages/leads';

registerArea('leads', leadsForms);
