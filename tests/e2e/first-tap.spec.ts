// A phone (the 'phone' project: touch, 360 px; the scripts are held back by the test itself, so
// no slowed CPU is needed to tap before hydration): every control a shopper can see at the first paint does what it says when tapped before the page is
// interactive, as the same tap does once it is (decisions 125 and 133). Each button, summary
// and link of each page kind is first tapped on the interactive page to learn what it does
// (navigates, opens a dialog, changes its own state or the header's counts); then on a fresh
// load, its scripts held back, it is tapped at the first paint and must do the same once the
// page is interactive. A link may instead be followed by the browser to its address.
import {
  expect,
  holdPageScripts,
  test,
  type Locator,
  type Page,
} from './support/test';
import {catalogueWatches} from './support/localShop';

type Role = 'button' | 'link' | 'tab' | 'summary';

type Control = {
  role: Role;
  name: string;
  /** Among the controls with this role and name, in the page's order. */
  nth: number;
  /** Where the browser goes by itself (a link's address, a form's action), scripts or not. */
  native: string | null;
  /** Already the one shown (the first slide's dot): a tap on it has nothing to change. */
  current: boolean;
};

type State = Record<string, string>;

/** What a tap changed on the interactive page (nothing: null). */
type Effect = State | null;

// The header is the same on every page (in either language): tried on the home page only.
const PAGE_KINDS: Array<{
  kind: string;
  path: () => Promise<string>;
  chrome?: boolean;
}> = [
  {kind: 'home', path: async () => '/', chrome: true},
  {kind: 'all watches', path: async () => '/products'},
  {kind: 'brand', path: async () => '/collections/rolex'},
  {
    kind: 'watch',
    path: async () => {
      const watches = await catalogueWatches();
      return `/products/${watches.find((w) => w.status === 'available')!.handle}`;
    },
  },
  {kind: 'reference', path: async () => '/references/126610ln'},
  {kind: 'article', path: async () => '/blog/4'},
  {kind: 'sell form', path: async () => '/sell-your-watch'},
  {kind: 'sourcing', path: async () => '/sourcing'},
  {kind: 'German home', path: async () => '/de'},
];

/** Controls of one kind (the same classes) beyond this many are the same component again. */
const SAME_KIND_LIMIT = 2;

// Autoplaying slides would change the page on their own; the shop keeps them still for this.
test.use({contextOptions: {reducedMotion: 'reduce'}});

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

/**
 * Lists, in the page, what a shopper can tap: buttons, summaries and tabs anywhere on the page,
 * links in the first viewport (further down they are links like these; the browser follows them).
 */
function listControls(
  elements: Element[],
  {
    role,
    viewportHeight,
    limit,
    chrome,
  }: {role: Role; viewportHeight: number; limit: number; chrome: boolean},
) {
  const hiddenInTree = (node: Element) =>
    node.getAttribute('aria-hidden') === 'true' ||
    (node instanceof HTMLElement && node.hidden);
  // The accessible name as Playwright computes it for these controls (labels, alt, text).
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || hiddenInTree(node)) return '';
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return '';
    if (node instanceof HTMLImageElement) return ` ${node.alt} `;
    const inner = node.getAttribute('aria-label') ?? '';
    const own = inner || [...node.childNodes].map(textOf).join('');
    return style.display.startsWith('inline') ? own : ` ${own} `;
  };
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.body))
          .join(' ')
      : (element.getAttribute('aria-label') ??
        [...element.childNodes].map(textOf).join(''));
    return name.replace(/\s+/g, ' ').trim();
  };
  const kinds = new Map<string, number>();
  const names = new Map<string, number>();
  const found: Control[] = [];
  for (const element of elements) {
    const name = nameOf(element);
    const nth = names.get(name) ?? 0;
    names.set(name, nth + 1);
    const box = element.getBoundingClientRect();
    // Visually hidden (a skip link until focused): not a thumb's target.
    if (box.width <= 1 || box.height <= 1) continue;
    if (element.closest('dialog:not([open]), [inert]')) continue;
    if (!chrome && element.closest('header')) continue;
    const href =
      element instanceof HTMLAnchorElement ? element.href || null : null;
    if (role === 'link') {
      if (box.top + window.scrollY > viewportHeight) continue;
      // Another site's page, or this very page: nothing for the shop to do.
      if (!href || new URL(href).origin !== location.origin) continue;
      if (href === location.href) continue;
    }
    // Where the browser itself goes: a link's address, a form's action (not for a link that
    // opens a panel at once).
    const native =
      element instanceof HTMLButtonElement &&
      element.type === 'submit' &&
      element.form
        ? element.hasAttribute('formaction')
          ? element.formAction
          : element.form.action
        : href && !element.hasAttribute('data-opens-panel')
          ? href
          : null;
    const kind = `${element.tagName} ${element.className}`;
    const seen = kinds.get(kind) ?? 0;
    kinds.set(kind, seen + 1);
    if (seen >= limit) continue;
    const current = ['aria-current', 'aria-selected'].some(
      (attribute) => !['false', null].includes(element.getAttribute(attribute)),
    );
    found.push({role, name, nth, native, current});
  }
  return found;
}

async function controlsAtFirstPaint(
  page: Page,
  chrome: boolean,
): Promise<Control[]> {
  const options = {
    viewportHeight: page.viewportSize()!.height,
    limit: SAME_KIND_LIMIT,
    chrome,
  };
  const controls: Control[] = [];
  for (const role of ['button', 'link', 'tab'] as const)
    controls.push(
      ...(await page
        .getByRole(role)
        .evaluateAll(listControls, {...options, role})),
    );
  controls.push(
    ...(await page
      .locator('summary')
      .evaluateAll(listControls, {...options, role: 'summary' as Role})),
  );
  return controls;
}

function locate(page: Page, control: Control, name = control.name): Locator {
  const matching =
    control.role === 'summary'
      ? page.locator('summary').filter({hasText: name})
      : page.getByRole(control.role, {name, exact: true});
  return matching.nth(control.nth);
}

function describe(control: Control) {
  return `${control.role} "${control.name}"${control.nth ? ` #${control.nth + 1}` : ''}`;
}

/**
 * What a tap can change: the address, the open dialogs, and the state of the controls tapped
 * so far (each carries data-first-tap while it is observed).
 */
async function pageState(page: Page): Promise<State> {
  return page.evaluate(() => {
    const state: Record<string, string> = {
      url: location.pathname + location.search + location.hash,
    };
    state.dialogs = [
      ...document.querySelectorAll('dialog[open], [role=dialog], [aria-modal]'),
    ]
      .filter((dialog) => dialog.getBoundingClientRect().width > 0)
      .map(
        (dialog) =>
          dialog.getAttribute('aria-label') ??
          document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
            ?.textContent ??
          dialog.id,
      )
      .sort()
      .join(' | ');
    for (const observed of document.querySelectorAll('[data-first-tap]')) {
      const id = observed.getAttribute('data-first-tap');
      for (const attribute of [
        'aria-expanded',
        'aria-pressed',
        'aria-current',
        'aria-selected',
        'aria-checked',
        'aria-label',
      ])
        // Absent counts as a state too: a dot gains aria-current only once it is the one shown.
        state[`${id} ${attribute}`] =
          observed.getAttribute(attribute) ?? '(absent)';
      const details = observed.closest('details');
      if (details) state[`${id} open`] = String(details.open);
    }
    return state;
  });
}

function changes(before: State, after: State): State {
  const changed: State = {};
  for (const [key, value] of Object.entries(after))
    if (key in before && before[key] !== value) changed[key] = value;
  return changed;
}

/** Waits until the page has changed from `before` and then holds still; null if it never changes. */
async function settledChange(page: Page, before: State, timeout: number) {
  let last = '';
  let settled: State | null = null;
  await expect
    .poll(
      async () => {
        const now = await pageState(page).catch(() => ({}) as State);
        const text = JSON.stringify(now);
        if (text === last && Object.keys(changes(before, now)).length > 0)
          settled = changes(before, now);
        last = text;
        return settled !== null;
      },
      {timeout, intervals: [100]},
    )
    .toBe(true)
    .catch(() => undefined);
  return settled as State | null;
}

async function mark(control: Locator, id: number) {
  await control.evaluate(
    (element, value) => element.setAttribute('data-first-tap', value),
    String(id),
    {timeout: 5_000},
  );
}

async function openInteractive(page: Page, path: string) {
  await page.unrouteAll({behavior: 'wait'});
  await page.goto(path, {waitUntil: 'commit'});
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** A shopper who has saved nothing yet: every load tries its taps from the same start. */
async function forgetShopper(page: Page) {
  await page.context().clearCookies();
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.localStorage.setItem('newsletter-popup-seen', 'true');
    });
}

/** Opens a page with its scripts held back: painted, not interactive until `release`. */
async function openAtFirstPaint(page: Page, path: string) {
  await page.unrouteAll({behavior: 'wait'});
  await forgetShopper(page);
  const release = await holdPageScripts(page);
  await page.goto(path, {waitUntil: 'commit'});
  // The whole document is there (its footer); its scripts wait.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  return release;
}

async function tapAtFirstPaint(page: Page, control: Locator) {
  await expect(
    page.locator('html[data-hydrated]'),
    'tapped before the page is interactive',
  ).not.toBeAttached({timeout: 0});
  await control.tap();
}

/**
 * What each control the page's scripts carry out does on the interactive page, tapped one
 * after the other on one page while they stay on it.
 */
async function learnEffects(page: Page, path: string, controls: Control[]) {
  const effects = new Map<number, Effect>();
  await openInteractive(page, path);
  for (const [index, control] of controls.entries()) {
    if (control.native) continue;
    if (control.current) {
      effects.set(index, null);
      continue;
    }
    await mark(locate(page, control), index);
    const before = await pageState(page);
    await locate(page, control).tap();
    // A panel's code may load on its first opening: time for that on the slow phone.
    const effect = await settledChange(page, before, 3_000);
    effects.set(index, effect);
    const now = await pageState(page);
    if (now.url !== before.url || now.dialogs !== before.dialogs) {
      // Closed as a shopper does; a fresh page where that is not enough.
      await page.keyboard.press('Escape');
      const closed = await pageState(page);
      if (closed.url !== before.url || closed.dialogs !== before.dialogs)
        await openInteractive(page, path);
    }
  }
  return effects;
}

/**
 * Taps tried on one fresh load each: a dialog or a new address alone, state changes together
 * as long as none changes what another changed.
 */
function groupTaps(effects: Map<number, Effect>) {
  const groups: Array<{members: number[]; keys: Set<string>}> = [];
  for (const [index, effect] of effects) {
    if (!effect) continue;
    const keys = Object.keys(effect);
    const alone = keys.includes('url') || keys.includes('dialogs');
    const group = alone
      ? undefined
      : groups.find(
          (candidate) =>
            !candidate.keys.has('url') &&
            !candidate.keys.has('dialogs') &&
            keys.every((key) => !candidate.keys.has(key)),
        );
    if (group) {
      group.members.push(index);
      keys.forEach((key) => group.keys.add(key));
    } else groups.push({members: [index], keys: new Set(keys)});
  }
  return groups.map((group) => group.members);
}

/**
 * Taps, at the first paint, each control the browser carries out itself (links, a form's
 * submit); returns the address the browser set out for after each.
 */
async function followNativelyEarly(
  page: Page,
  path: string,
  controls: Control[],
) {
  const requested: string[] = [];
  // Answered 204, a navigation leaves the page as it is: one load tries them all.
  await page.route(
    (url) => url.href !== new URL(path, page.url()).href,
    async (route) => {
      if (
        !route.request().isNavigationRequest() ||
        route.request().frame() !== page.mainFrame()
      )
        return route.fallback();
      requested.push(route.request().url());
      await route.fulfill({status: 204});
    },
  );
  const went: Array<string | null> = [];
  for (const control of controls) {
    const target = new URL(control.native!);
    const samePage =
      control.role === 'link' &&
      target.hash !== '' &&
      target.pathname + target.search === new URL(page.url()).pathname;
    // A form the browser refuses to post as it stands asks for what is missing: done too, and
    // nothing to wait for (waiting out a navigation that cannot come left a core idle 5 s).
    const asksForFields =
      control.role === 'button' &&
      (await locate(page, control).evaluate((button) => {
        const form = (button as HTMLButtonElement).form;
        return Boolean(form && !form.noValidate && !form.checkValidity());
      }));
    requested.length = 0;
    await tapAtFirstPaint(page, locate(page, control));
    const waitForBrowser = asksForFields
      ? Promise.resolve()
      : samePage
        ? expect(page).toHaveURL(target.href, {timeout: 5_000})
        : expect
            .poll(() => requested.length, {timeout: 5_000})
            .toBeGreaterThan(0);
    await waitForBrowser.catch(() => undefined);
    went.push(
      asksForFields
        ? control.native
        : samePage
          ? page.url()
          : (requested[0] ?? null),
    );
  }
  return went;
}

/**
 * Marks a tapped control again where the page has rendered it anew (a carousel's first slides
 * become its slides), found by the name it has once it did what it does.
 */
async function markAgain(
  page: Page,
  members: number[],
  controls: Control[],
  effects: Map<number, Effect>,
) {
  for (const index of members) {
    if (await page.locator(`[data-first-tap="${index}"]`).count()) continue;
    const name = effects.get(index)?.[`${index} aria-label`];
    await mark(locate(page, controls[index], name), index).catch(
      () => undefined,
    );
  }
}

for (const {kind, path, chrome = false} of PAGE_KINDS) {
  test(`${kind}: every control tapped at the first paint does what it does once the page is interactive`, async ({
    page,
  }) => {
    test.slow();
    const url = await path();
    const release = await openAtFirstPaint(page, url);
    const controls = await controlsAtFirstPaint(page, chrome);
    expect(controls.length, 'controls at the first paint').toBeGreaterThan(0);
    const failures: string[] = [];

    // On the same load: what the browser carries out itself.
    const native = controls.filter((control) => control.native);
    const went = await followNativelyEarly(page, url, native);
    release();
    // A form sent by GET carries its fields in the address: the action is what counts.
    const address = (url: string | null, control: Control) =>
      url && control.role === 'button' ? url.split('?')[0] : url;
    for (const [position, control] of native.entries())
      if (address(went[position], control) !== address(control.native, control))
        failures.push(
          `${describe(control)}: went to ${went[position] ?? 'nowhere'} instead of ${control.native}`,
        );

    const effects = await learnEffects(page, url, controls);
    const groups = groupTaps(effects);
    for (const members of groups) {
      const held = await openAtFirstPaint(page, url);
      for (const index of members) {
        await mark(locate(page, controls[index]), index);
        await tapAtFirstPaint(page, locate(page, controls[index]));
      }
      held();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      let state: State = {};
      // Each control answers for what it changed itself; the rest only kept taps apart.
      const missedBy = (index: number) =>
        Object.entries(effects.get(index)!).filter(
          ([key, value]) =>
            (key === 'url' ||
              key === 'dialogs' ||
              key.startsWith(`${index} `)) &&
            state[key] !== value,
        );
      await expect
        .poll(
          async () => {
            await markAgain(page, members, controls, effects);
            state = await pageState(page);
            return members.every((index) => missedBy(index).length === 0);
          },
          {timeout: 5_000, intervals: [100]},
        )
        .toBe(true)
        .catch(() => undefined);
      for (const index of members) {
        const missed = missedBy(index);
        if (missed.length > 0)
          failures.push(
            `${describe(controls[index])}: ${missed.map(([key, value]) => `${key.replace(/^\d+ /, '')} ${state[key] ?? '(none)'} instead of ${value}`).join(', ')}`,
          );
      }
    }

    const scripted = [...effects.values()].filter(Boolean).length;
    const tried = native.length + scripted;
    test.info().annotations.push({
      type: 'first taps',
      description: `${tried} controls tapped at the first paint (${native.length} carried out by the browser, ${scripted} by the page's scripts; ${effects.size - scripted} with no effect once interactive either), ${groups.length + 3} loads`,
    });
    expect(
      failures,
      `${failures.length} of ${tried} controls did nothing at the first paint`,
    ).toEqual([]);
  });
}
