import {expect, test, type Locator, type Page} from './support/test';

// Watches from the local shop's catalogue (local-shop/catalogue), one per situation.
const ON_REQUEST = 'aquanaut-luce-minute-repeater-rose-gold'; // 8 images, 'Unworn', signature
const AVAILABLE = 'rolex-submariner-date-126610ln'; // 'Excellent', stock 1
const AVAILABLE_SERVICED = 'rolex-submariner-date-kermit-16610lv'; // 'Very good, serviced 2023'
const SOLD = 'rolex-milgauss-116400gv'; // 'Very good'
const UNKNOWN_STATUS = 'rolex-lady-datejust-279173'; // 'coming_soon'
const NO_IMAGES = 'rolex-air-king-116900';

async function openProduct(page: Page, handle: string) {
  await page.goto(`/products/${handle}`);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // Interactions need React: the gallery marks itself once hydrated.
  await expect(
    page.locator(
      '[data-testid="product-gallery"][data-ready="true"], [data-testid="gallery-placeholder"]',
    ),
  ).toBeVisible();
}

const position = (page: Page) => page.getByTestId('gallery-position');
const actions = (page: Page) => page.getByTestId('product-actions');

async function mouseDrag(page: Page, viewport: Locator, dx: number) {
  const box = (await viewport.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, {steps: 3});
  await page.mouse.move(x + dx, y, {steps: 3});
  await page.mouse.up();
}

async function touchSwipe(viewport: Locator, dx: number) {
  const box = (await viewport.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const init = {
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    bubbles: true,
    clientY: y,
  };
  await viewport.dispatchEvent('pointerdown', {...init, clientX: x});
  await viewport.dispatchEvent('pointermove', {...init, clientX: x + dx / 2});
  await viewport.dispatchEvent('pointermove', {...init, clientX: x + dx});
  await viewport.dispatchEvent('pointerup', {...init, clientX: x + dx});
}

test.describe('gallery', () => {
  test('a drag of 49 px stays, 51 px moves one image, clamped at both ends; thumbnails select', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openProduct(page, ON_REQUEST);
    const viewport = page.getByTestId('gallery-viewport');
    await expect(position(page)).toHaveText('Image 1 of 8');

    await mouseDrag(page, viewport, -49);
    await expect(position(page)).toHaveText('Image 1 of 8');
    await mouseDrag(page, viewport, -51);
    await expect(position(page)).toHaveText('Image 2 of 8');
    await mouseDrag(page, viewport, -150);
    await expect(position(page)).toHaveText('Image 3 of 8');
    await mouseDrag(page, viewport, 51);
    await expect(position(page)).toHaveText('Image 2 of 8');
    await mouseDrag(page, viewport, 51);
    await expect(position(page)).toHaveText('Image 1 of 8');
    // Never before the first image.
    await mouseDrag(page, viewport, 51);
    await expect(position(page)).toHaveText('Image 1 of 8');

    const thumbnails = page.getByTestId('gallery-thumbnails');
    await thumbnails.getByRole('button', {name: 'Show image 8'}).click();
    await expect(position(page)).toHaveText('Image 8 of 8');
    await expect(
      thumbnails.getByRole('button', {name: 'Show image 8'}),
    ).toHaveAttribute('aria-current', 'true');
    // Never past the last image.
    await mouseDrag(page, viewport, -51);
    await expect(position(page)).toHaveText('Image 8 of 8');
    await thumbnails.getByRole('button', {name: 'Show image 4'}).click();
    await expect(position(page)).toHaveText('Image 4 of 8');
  });

  test('a drag that leaves the image is dropped; arrow keys change the image', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openProduct(page, ON_REQUEST);
    const viewport = page.getByTestId('gallery-viewport');
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 60, y);
    await page.mouse.down();
    // Out through the left edge, then released outside: no change, no stuck drag.
    await page.mouse.move(box.x - 40, y, {steps: 5});
    await page.mouse.up();
    await expect(position(page)).toHaveText('Image 1 of 8');
    await page.mouse.move(box.x + box.width / 2, y, {steps: 3});
    await expect(position(page)).toHaveText('Image 1 of 8');

    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Image 2 of 8');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText('Image 1 of 8');
  });

  test('on a small screen a swipe of 49 px stays and 51 px moves one image, with segment indicators', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await openProduct(page, ON_REQUEST);
    const viewport = page.getByTestId('gallery-viewport');
    const indicators = page.getByTestId('gallery-indicators');
    await expect(indicators).toBeVisible();
    await expect(page.getByTestId('gallery-thumbnails')).toBeHidden();

    await touchSwipe(viewport, -49);
    await expect(position(page)).toHaveText('Image 1 of 8');
    await touchSwipe(viewport, -51);
    await expect(position(page)).toHaveText('Image 2 of 8');
    await expect(
      indicators.getByRole('button', {name: 'Show image 2'}),
    ).toHaveAttribute('aria-current', 'true');
    await touchSwipe(viewport, 51);
    await touchSwipe(viewport, 51);
    await expect(position(page)).toHaveText('Image 1 of 8');
    await indicators.getByRole('button', {name: 'Show image 8'}).click();
    await touchSwipe(viewport, -51);
    await expect(position(page)).toHaveText('Image 8 of 8');
  });

  test('the first image is the eager, high-priority, responsive paint; the rest load lazily', async ({
    page,
  }) => {
    await page.goto(`/products/${ON_REQUEST}`);
    const slides = page.getByTestId('gallery-viewport').locator('img');
    await expect(slides).toHaveCount(8);
    await expect(slides.first()).toHaveAttribute('loading', 'eager');
    await expect(slides.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(slides.first()).toHaveAttribute('srcset', /width=\d+/);
    await expect(slides.first()).toHaveAttribute('sizes', /.+/);
    await expect(slides.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(slides.nth(7)).toHaveAttribute('loading', 'lazy');
  });

  test('a watch without images shows a placeholder', async ({page}) => {
    await page.goto(`/products/${NO_IMAGES}`);
    await expect(
      page.getByRole('img', {name: 'No image available'}),
    ).toBeVisible();
  });
});

test.describe('actions', () => {
  test('the heart toggles the wishlist and its label', async ({page}) => {
    await openProduct(page, AVAILABLE);
    const add = page.getByRole('button', {
      name: 'Add to wishlist',
      exact: true,
    });
    await expect(add).toHaveAttribute('title', 'Add to wishlist');
    await add.click();
    const remove = page.getByRole('button', {
      name: 'Remove from wishlist',
      exact: true,
    });
    await expect(remove).toHaveAttribute('title', 'Remove from wishlist');
    expect(
      await page.evaluate(() =>
        JSON.parse(localStorage.getItem('wishlist') ?? '[]'),
      ),
    ).toContain(AVAILABLE);
    await remove.click();
    await expect(
      page.getByRole('button', {name: 'Add to wishlist', exact: true}),
    ).toBeVisible();
  });

  test.describe('a refused second unit', () => {
    // The cart answers the refusal 400, which the browser logs.
    test.use({
      expectedConsoleErrors: [
        /status of 400 \(Bad Request\) \(\S+\/cart\.data/,
      ],
    });
    test('an available watch goes in the cart, the drawer opens, and a second unit is refused', async ({
      page,
    }) => {
      await openProduct(page, AVAILABLE);
      await actions(page).getByRole('button', {name: 'Add to Cart'}).click();
      const drawer = page.getByRole('dialog', {name: 'Your Cart'});
      await expect(drawer).toBeVisible();
      await expect(
        drawer.getByText('Rolex Submariner Date 126610LN').first(),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await actions(page).getByRole('button', {name: 'Add to Cart'}).click();
      // The drawer opens on the answer, saying so; behind it the button's message stays.
      await expect(drawer.getByRole('status')).toHaveText(
        'Only 1 unit(s) available',
      );
      await page.keyboard.press('Escape');
      await expect(
        page.getByTestId('product-actions').getByRole('alert'),
      ).toHaveText('Only 1 unit(s) available');
    });
  });

  test('an on-request watch goes in the cart too', async ({page}) => {
    await openProduct(page, ON_REQUEST);
    await expect(page.getByText('Available on Request').first()).toBeVisible();
    await actions(page).getByRole('button', {name: 'Add to Cart'}).click();
    const drawer = page.getByRole('dialog', {name: 'Your Cart'});
    await expect(drawer).toBeVisible();
    await expect(
      drawer
        .getByText('Patek Philippe Aquanaut Luce Minute Repeater 5260/1455R')
        .first(),
    ).toBeVisible();
  });

  test('a sold watch offers no add to cart, only registering interest', async ({
    page,
  }) => {
    await openProduct(page, SOLD);
    await expect(page.getByText('Recently Sold').first()).toBeVisible();
    await expect(
      actions(page).getByRole('button', {name: 'Add to Cart'}),
    ).toHaveCount(0);
    await expect(
      actions(page).getByRole('link', {name: 'Register interest'}),
    ).toBeVisible();
  });

  test('a watch of unknown status offers an enquiry instead of the cart', async ({
    page,
  }) => {
    await openProduct(page, UNKNOWN_STATUS);
    await expect(page.getByText('Status Unknown').first()).toBeVisible();
    await expect(
      actions(page).getByRole('button', {name: 'Add to Cart'}),
    ).toHaveCount(0);
    await expect(
      actions(page).getByRole('link', {name: 'Enquire Now'}),
    ).toBeVisible();
  });

  test('Enquire Now opens the enquiry dialog for this watch', async ({
    page,
  }) => {
    await openProduct(page, ON_REQUEST);
    await actions(page).getByRole('link', {name: 'Enquire Now'}).click();
    const dialog = page.getByRole('dialog').filter({
      hasText: 'Patek Philippe Aquanaut Luce Minute Repeater 5260/1455R',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('5260/1455R-001');
    // The subject names the watch once: no repeated brand.
    await expect(dialog.getByRole('textbox', {name: 'Subject'})).toHaveValue(
      'Enquiry: Patek Philippe Aquanaut Luce Minute Repeater 5260/1455R',
    );
  });

  test('the WhatsApp link names the watch and its reference, encoded, in a new tab', async ({
    page,
  }) => {
    await page.goto(`/products/${ON_REQUEST}`);
    const link = page.getByRole('link', {name: /Contact us via WhatsApp/});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute(
      'href',
      'https://wa.me/447700900000?text=Hello%2C%20I%20am%20interested%20in%20the%20Patek%20Philippe%20Aquanaut%20Luce%20Minute%20Repeater%205260%2F1455R%20(Ref.%205260%2F1455R-001).',
    );
  });
});

test.describe('page', () => {
  test('header, breadcrumb and collapsibles', async ({page}) => {
    await openProduct(page, ON_REQUEST);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(
      crumbs.getByRole('link', {name: 'Signature Watches'}),
    ).toHaveAttribute('href', '/signature-watches');
    await expect(
      crumbs.getByRole('link', {name: 'Patek Philippe'}),
    ).toHaveAttribute('href', '/collections/patek-philippe');
    await expect(page.getByTestId('product-reference')).toHaveText(
      'Ref. 5260/1455R-001',
    );
    await expect(page.getByTestId('product-price')).toHaveText('£895,000');

    const specs = page.getByRole('button', {name: 'Technical Specifications'});
    await expect(specs).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('technical-specifications')).toContainText(
      'Movement',
    );
    // Free-form specification labels are words, translated, never raw keys.
    await expect(page.getByTestId('technical-specifications')).toContainText(
      'ComplicationsMinute repeater',
    );
    const taxes = page.getByRole('button', {name: 'Taxes and Shipping'});
    await expect(taxes).toHaveAttribute('aria-expanded', 'false');
    await taxes.focus();
    await page.keyboard.press('Enter');
    await expect(taxes).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('Prices are final and include VAT where applicable.'),
    ).toBeVisible();
    await expect(
      page.getByTestId('product-description').locator('p'),
    ).toHaveCount(3);
  });

  test('a plain watch is under Products in the breadcrumb', async ({page}) => {
    await page.goto(`/products/${AVAILABLE}`);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(crumbs.getByRole('link', {name: 'Products'})).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(crumbs.getByRole('link', {name: 'Rolex'})).toHaveAttribute(
      'href',
      '/collections/rolex',
    );
  });

  test('recently viewed keeps eight handles, newest first, and shows the three before this one', async ({
    page,
  }) => {
    test.slow();
    const handles = [
      'rolex-explorer-214270',
      'rolex-deepsea-james-cameron-126660',
      'rolex-yacht-master-42-226659',
      'patek-philippe-nautilus-5711-1a',
      'patek-philippe-aquanaut-5167a',
      'patek-philippe-calatrava-5196g',
      'audemars-piguet-royal-oak-selfwinding-15500st',
      'audemars-piguet-royal-oak-jumbo-extra-thin-15202st',
      'richard-mille-rm-67-01-extra-flat',
      'patek-philippe-world-time-5230r',
    ];
    for (const handle of handles) {
      await page.goto(`/products/${handle}`);
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (
                JSON.parse(
                  localStorage.getItem('recentlyViewed') ?? '[]',
                ) as string[]
              )[0],
          ),
        )
        .toBe(handle);
    }
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]'),
    );
    expect(stored).toEqual([...handles].reverse().slice(0, 8));
    const section = page.getByTestId('recently-viewed');
    await expect(
      section.getByRole('heading', {name: 'Recently Viewed'}),
    ).toBeVisible();
    await expect(section.getByTestId('watch-card')).toHaveCount(3);
    const shown = await section
      .getByTestId('watch-card')
      .evaluateAll((cards) =>
        cards.map((card) => card.getAttribute('data-handle')),
      );
    expect(shown).toEqual([handles[8], handles[7], handles[6]]);
  });

  test('an unknown handle is a 404 page with a way back', async ({page}) => {
    const response = await page.goto('/products/no-such-watch-anywhere');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', {name: 'Product Not Found'}),
    ).toBeVisible();
    await expect(
      page.getByText("The product you're looking for could not be found."),
    ).toBeVisible();
    await expect(
      page.getByRole('link', {name: 'Return to Products'}),
    ).toHaveAttribute('href', '/products');
  });

  test('recommendations stream in below the page', async ({page}) => {
    await page.goto(`/products/${AVAILABLE}`);
    await page.getByTestId('recommendations-slot').scrollIntoViewIfNeeded();
    const section = page.getByTestId('recommendations');
    await expect(
      section.getByRole('heading', {name: 'You May Also Like'}),
    ).toBeVisible();
    await expect(section.getByTestId('watch-card')).toHaveCount(4);
    await expect(section.locator(`[data-handle="${AVAILABLE}"]`)).toHaveCount(
      0,
    );
  });

  test('the Explore By Brand carousel links the four houses', async ({
    page,
  }) => {
    await page.goto(`/products/${AVAILABLE}`);
    // The carousel (and Swiper) loads only as its place nears the viewport.
    await expect(page.getByTestId('brand-carousel')).toHaveCount(0);
    await page.getByTestId('brand-carousel-slot').scrollIntoViewIfNeeded();
    const carousel = page.getByTestId('brand-carousel');
    await expect(
      carousel.getByRole('heading', {name: 'Explore By Brand'}),
    ).toBeVisible();
    for (const [name, slug] of [
      ['PATEK PHILIPPE', 'patek-philippe'],
      ['ROLEX', 'rolex'],
      ['RICHARD MILLE', 'richard-mille'],
      ['AUDEMARS PIGUET', 'audemars-piguet'],
    ]) {
      await expect(
        carousel.locator(`a[data-brand="${slug}"]:not([tabindex="-1"])`),
      ).toHaveAttribute('href', `/collections/${slug}`);
      await expect(
        carousel.locator(`a[data-brand="${slug}"]:not([tabindex="-1"])`),
      ).toContainText(name);
    }
    await expect(carousel.getByText('EXPLORE THE BRAND').first()).toBeVisible();
  });
});

test.describe('Explore By Brand autoplay', () => {
  const carousel = (page: Page) =>
    page.getByTestId('brand-carousel').locator('[data-autoplay]');
  /** The brand of the first card in view. */
  const shown = (page: Page) =>
    page
      .getByTestId('brand-carousel')
      .locator('.swiper-slide-active a[data-brand]')
      .getAttribute('data-brand');

  test('runs, and holds while the pointer is over it or focus is inside', async ({
    page,
  }) => {
    await page.goto(`/products/${AVAILABLE}`);
    await page.getByTestId('brand-carousel-slot').scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'running');
    // It moves on by itself after its delay (4 s).
    const first = await shown(page);
    await expect.poll(() => shown(page), {timeout: 8_000}).not.toBe(first);
    const link = page
      .getByTestId('brand-carousel')
      .locator('.swiper-slide-active a[data-brand]');
    await link.hover();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'held');
    await page.mouse.move(1, 1);
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'running');
    await link.focus();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'held');
  });

  test('never runs for visitors who prefer reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(`/products/${AVAILABLE}`);
    await page.getByTestId('brand-carousel-slot').scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
  });
});

test('specification labels are German on the German page', async ({page}) => {
  await page.goto(`/de/products/${ON_REQUEST}`);
  const specs = page.getByTestId('technical-specifications');
  await expect(specs).toContainText('KomplikationenMinute repeater');
  await expect(specs).toContainText('Glas');
  await expect(specs).not.toContainText('complications');
});

test.describe('structured data', () => {
  type Offer = {
    availability: string;
    itemCondition: string;
    priceCurrency: string;
    price?: string;
    priceValidUntil: string;
  };
  const cases: Array<[string, string, string]> = [
    [
      AVAILABLE,
      'https://schema.org/InStock',
      'https://schema.org/UsedCondition',
    ],
    [
      AVAILABLE_SERVICED,
      'https://schema.org/InStock',
      'https://schema.org/RefurbishedCondition',
    ],
    [
      ON_REQUEST,
      'https://schema.org/PreOrder',
      'https://schema.org/NewCondition',
    ],
    [SOLD, 'https://schema.org/OutOfStock', 'https://schema.org/UsedCondition'],
    [
      UNKNOWN_STATUS,
      'https://schema.org/OutOfStock',
      'https://schema.org/UsedCondition',
    ],
  ];
  for (const [handle, availability, condition] of cases) {
    test(`JSON-LD for ${handle} parses with ${availability.split('/').pop()} and ${condition.split('/').pop()}`, async ({
      request,
    }) => {
      const response = await request.get(`/products/${handle}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const blocks = [
        ...html.matchAll(
          /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
      const product = blocks.find((block) => block['@type'] === 'Product')!;
      expect(product).toBeTruthy();
      expect(product.sku).toBeTruthy();
      expect(product.mpn).toBe(product.sku);
      const offer = product.offers as Offer;
      expect(offer.availability).toBe(availability);
      expect(offer.itemCondition).toBe(condition);
      expect(offer.priceCurrency).toBe('GBP');
      expect(new Date(offer.priceValidUntil).getTime()).toBeGreaterThan(
        Date.now() + 360 * 24 * 3600 * 1000,
      );
      expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(
        true,
      );
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the page reads and a watch can be added to the cart', async ({
    page,
  }) => {
    await page.goto(`/products/${AVAILABLE_SERVICED}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Rolex Submariner Date "Kermit" 16610LV',
    );
    await expect(page.getByText('Inside the Reference')).toBeVisible();
    await actions(page).getByRole('button', {name: 'Add to Cart'}).click();
    await expect(page).toHaveURL(/\/cart/);
    await expect(page.getByRole('heading', {name: 'Your Cart'})).toBeVisible();
    await expect(
      page.getByText('Rolex Submariner Date "Kermit" 16610LV').first(),
    ).toBeVisible();
  });
});
