import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {leads, leadsForms} from './messages/leads';
import {leadsEveryPage} from './messages/leadsEveryPage';
import {en} from './messages';
import {onDemandAreas as onDemand} from './messages/onDemand';
import type {MessageKey} from './translate';

const APP = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('on-demand text areas', () => {
  it.each(Object.entries(onDemand))(
    "every module that shows a '%s' text only some pages show brings the texts with it",
    (area, texts) => {
      const keys = new Set(Object.keys(texts));
      const pattern = new RegExp(`['"\`]${area}\\.(\\w+)`, 'g');
      const users = sourceFiles(APP).filter(
        (file) =>
          // The server registers every area at its start (serverTexts.ts).
          !file.includes('/i18n/') &&
          !file.includes('/server/') &&
          [...readFileSync(file, 'utf8').matchAll(pattern)].some((match) =>
            keys.has(match[1]),
          ),
      );
      expect(users.length).toBeGreaterThan(0);
      const missing = users.filter(
        (file) =>
          !readFileSync(file, 'utf8').includes(
            `import '~/i18n/areas/${area}';`,
          ),
      );
      expect(missing.map((file) => relative(APP, file))).toEqual([]);
    },
  );

  it("no on-demand area is also in every page's set, but for the leads' shared part", () => {
    expect(Object.keys(en).filter((area) => area in onDemand)).toEqual([
      'leads',
    ]);
  });

  it("the lead texts every page has and the forms' own part the area between them", () => {
    const everyPage = Object.keys(leadsEveryPage);
    expect(everyPage.filter((key) => key in leadsForms)).toEqual([]);
    expect(Object.keys(leads).sort()).toEqual(
      [...everyPage, ...Object.keys(leadsForms)].sort(),
    );
  });

  it('in the browser, lead texts exist once their module has loaded, and never as raw keys before', async () => {
    vi.stubEnv('SSR', false);
    vi.resetModules();
    const {translate} = await import('./translate');
    expect(translate('en', 'cart.empty')).toBe('Your cart is empty');
    expect(translate('en', 'alerts.submit')).toBe('alerts.submit');
    // The shared statuses and the newsletter's texts are there from the start...
    expect(translate('en', 'leads.required')).toBe('required');
    expect(translate('en', 'leads.newsletterSubmit')).toBe('Subscribe');
    // ...a form's own texts once the form's code has loaded, without losing the shared ones.
    expect(translate('en', 'leads.enquirySubmit')).toBe('leads.enquirySubmit');
    await import('./areas/leads');
    expect(translate('en', 'leads.enquirySubmit')).toBe(
      leadsForms.enquirySubmit,
    );
    expect(translate('en', 'leads.required')).toBe('required');
  });

  it('on the server, every area is there from the start', async () => {
    vi.stubEnv('SSR', true);
    vi.resetModules();
    await import('./serverTexts'); // as server.ts does
    const {translate} = await import('./translate');
    expect(translate('en', 'leads.required')).toBe('required');
    expect(translate('de', 'leads.required')).not.toBe('leads.required');
    for (const [area, texts] of Object.entries(onDemand))
      for (const [key, text] of Object.entries(texts))
        expect(translate('en', `${area}.${key}` as MessageKey)).toBe(text);
    expect(translate('en', 'leads.newsletterSubmit')).toBe('Subscribe');
  });
});
