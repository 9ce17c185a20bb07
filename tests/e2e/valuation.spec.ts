// Issue 38 on a phone: the instant valuation with and without JavaScript, in English and
// German, the quick sell lead carrying it, and the condition report on a watch page.
import {expect, test, type Page} from './support/test';
import {LOCAL_SHOP_URL} from './support/localShop';

test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

async function askValuation(
  page: Page,
  labels: {
    reference: string;
    condition: string;
    papers: string;
    submit: string;
  },
  reference: string,
) {
  const form = page.getByTestId('valuation-form');
  await form.getByRole('textbox', {name: labels.reference}).fill(reference);
  await form
    .getByRole('combobox', {name: labels.condition})
    .selectOption('excellent');
  await form
    .getByRole('combobox', {name: labels.papers})
    .selectOption('complete-set');
  await form.getByRole('button', {name: labels.submit}).click();
}

const EN = {
  reference: 'Reference number',
  condition: 'Condition',
  papers: 'Box and papers',
  submit: 'Value my watch',
};
const DE = {
  reference: 'Referenznummer',
  condition: 'Zustand',
  papers: 'Box und Papiere',
  submit: 'Meine Uhr bewerten',
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`instant valuation, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({javaScriptEnabled});

    test('English: a range for a reference with enough sales, an honest answer for one sale', async ({
      page,
    }) => {
      await page.goto('/sell-your-watch');
      if (javaScriptEnabled)
        await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
      await askValuation(page, EN, '116610 lv');
      const answer = page.getByTestId('valuation-answer');
      await expect(
        answer.getByRole('heading', {name: 'What 116610LV sold for with us'}),
      ).toBeVisible();
      // On a phone the answer is on screen after sending, not below the form just filled in.
      await expect(
        answer.getByRole('heading', {name: 'What 116610LV sold for with us'}),
      ).toBeInViewport();
      await expect(answer.getByTestId('valuation-range')).toHaveText(
        /^£[\d,]+ – £[\d,]+$/,
      );
      await expect(answer.getByTestId('valuation-no-offer')).toBeVisible();
      await expect(
        answer.getByRole('link', {name: 'Market history of 116610LV'}),
      ).toHaveAttribute('href', '/references/116610lv');
      await answer.screenshot({
        path: `test-results/valuation-390-js-${javaScriptEnabled}.png`,
      });
      await expect(page).toHaveURL(/reference=116610\+lv/);
      await expect(page.getByTestId('valuation-carried')).toContainText(
        '116610LV',
      );
      await expect(
        page.locator('#sell-form').getByRole('textbox', {name: 'Brand'}),
      ).toHaveValue('Rolex');

      await askValuation(page, EN, '126720vtnr');
      await expect(
        page.getByRole('heading', {name: /Too few sales of 126720VTNR/}),
      ).toBeVisible();
      await expect(
        page.getByRole('link', {name: 'Ask for a valuation by hand'}),
      ).toBeVisible();
    });

    test('German: the answer in German', async ({page}) => {
      await page.goto('/de/sell-your-watch');
      if (javaScriptEnabled)
        await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
      await askValuation(page, DE, '126610LN');
      await expect(
        page.getByRole('heading', {
          name: 'Was die 126610LN bei uns erzielt hat',
        }),
      ).toBeVisible();
      await expect(page.getByTestId('valuation-range')).toHaveText(
        /^[\d.]+\u00a0£ – [\d.]+\u00a0£$/,
      );
      await expect(
        page.getByText(/Dies sind Marktpreise, kein Angebot/),
      ).toBeVisible();
      await askValuation(page, DE, 'XYZ-999');
      await expect(
        page.getByRole('heading', {
          name: 'Keine Verkäufe von „XYZ-999“ verzeichnet',
        }),
      ).toBeVisible();
    });
  });
}

test('the lead carries the valuation into the lead store', async ({page}) => {
  await page.goto(
    '/sell-your-watch?reference=116610LV&year=2010-2014&condition=excellent&papers=complete-set',
  );
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  const email = `e2e-valuation-${Date.now()}@example.com`;
  const form = page.locator('#sell-form');
  await form
    .getByRole('textbox', {name: 'Name', exact: true})
    .fill('Val Seller');
  await form.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
  const phone = form.getByRole('textbox', {name: 'Phone', exact: true});
  await phone.click();
  // About a person's typing speed; forms refuse what is sent under 2 s after they appear.
  await phone.pressSequentially('07700900321', {delay: 200});
  await form.getByRole('button', {name: 'Submit'}).click();
  await expect
    .poll(async () => {
      const response = await fetch(`${LOCAL_SHOP_URL}/inbox.json`);
      const {items} = (await response.json()) as {
        items: Array<{table?: string; fields: Record<string, unknown>}>;
      };
      return items.find(
        (item) =>
          item.table === 'sell_requests_quick' && item.fields.email === email,
      )?.fields;
    })
    .toMatchObject({
      brand: 'Rolex',
      reference: '116610LV',
      box_papers: 'yes',
      valuation: {
        reference: '116610LV',
        year: '2010-2014',
        condition: 'excellent',
        papers: 'complete-set',
        kind: 'estimate',
      },
    });
});

test('condition report on a watch with one, none on a watch without', async ({
  page,
}) => {
  await page.goto('/products/rolex-submariner-124060');
  const report = page.getByTestId('condition-report');
  await expect(
    page.getByRole('button', {name: 'Condition report'}),
  ).toBeVisible();
  await expect(report.getByText('Case', {exact: true})).toBeVisible();
  await expect(
    report.getByRole('heading', {name: 'How we authenticated this watch'}),
  ).toBeVisible();
  await expect(report.getByTestId('provenance')).toBeVisible();
  await page.screenshot({
    path: 'test-results/condition-report-390.png',
    fullPage: false,
  });
  // The grade scale opens with a finger-sized target.
  const scale = report.getByText('How we grade', {exact: true});
  expect((await scale.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // A dealer's note may hold a long unbroken word (a serial, a link): it wraps in its column
  // and the phone's page does not scroll sideways.
  await report
    .getByText('Light desk-diving marks', {exact: true})
    .evaluate((note) => {
      note.textContent = `Serial ${'X'.repeat(80)}`;
    });
  await expect(report.getByText(/^Serial X+$/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  await page.goto('/de/products/rolex-submariner-124060');
  await expect(
    page.getByRole('button', {name: 'Zustandsbericht'}),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: 'So haben wir die Echtheit dieser Uhr geprüft',
    }),
  ).toBeVisible();

  await page.goto('/products/rolex-submariner-date-hulk-116610lv');
  await expect(page.getByTestId('technical-specifications')).toBeVisible();
  await expect(page.getByTestId('condition-report')).toHaveCount(0);
  await expect(
    page.getByRole('button', {name: 'Condition report'}),
  ).toHaveCount(0);
});
