// The browsers the shopper journeys drive beside Chromium, with the Debian packages that bring
// them: one list for `npm test` (which installs them) and scripts/journeys.mjs (which runs them).
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB_RUN = '/usr/bin/xvfb-run';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const JOURNEY_ENGINES = {
  webkit: {
    name: 'WebKit',
    binaries: [WEBKIT_DRIVER, XVFB_RUN],
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    ports: [3350, 4350],
  },
  firefox: {
    name: 'Firefox',
    binaries: [FIREFOX],
    packages: ['firefox-esr'],
    ports: [3360, 4360],
  },
};
