import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

// Hydrogen's preset gives the Oxygen-ready build settings; nothing to add yet.
export default {
  presets: [hydrogenPreset()],
} satisfies Config;
