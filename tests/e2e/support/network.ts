import type {Page} from '@playwright/test';

/** Chromium's network throttling: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
export async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
