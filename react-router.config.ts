import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

// Hydrogen's preset gives the Oxygen-ready build settings. The whole route manifest comes with
// the first scripts (one cached file), so React Router never asks /__manifest after hydration,
// when a shopper leaving the page could cancel it (docs/decisions/113-nothing-loads-unasked.md).
export default {
  presets: [hydrogenPreset()],
  routeDiscovery: {mode: 'initial'},
} satisfies Config;
