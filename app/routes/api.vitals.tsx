// Field Web Vitals from visitors who accepted analytics (docs/decisions/109-field-web-vitals.md):
// POST one reading, 204; anything else is refused with a clear message.
import type {Route} from './+types/api.vitals';
import {receiveVital} from '~/server/vitals/receive';

export const action = ({request, context}: Route.ActionArgs) =>
  receiveVital(request, context);

export const loader = ({request, context}: Route.LoaderArgs) =>
  receiveVital(request, context);
