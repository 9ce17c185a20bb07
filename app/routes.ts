import {flatRoutes} from '@react-router/fs-routes';
import type {RouteConfig} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';

// Every page lives under an optional ($locale) segment so that /de/... serves German.
export default hydrogenRoutes([...(await flatRoutes())]) satisfies RouteConfig;
