// Without JavaScript a stock-alert form has no render token yet: the server asks once more,
// and a press at least two seconds after that answer is stored. Press until the success text
// shows, looking for it before each press (after success the button is gone).
import {expect, type Locator} from '@playwright/test';

export async function pressUntilShown(button: Locator, shown: Locator) {
  await expect
    .poll(
      async () => {
        if (await shown.count()) return true;
        await button.click({timeout: 5_000});
        await button.page().waitForLoadState();
        return (await shown.count()) > 0;
      },
      {timeout: 20_000, intervals: [2_500]},
    )
    .toBe(true);
}
