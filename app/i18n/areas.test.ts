import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it, vi} from 'vitest';

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
  it("every module that shows a lead form's text brings the texts with it", () => {
    const users = sourceFiles(APP).filter(
      (file) =>
        !file.includes('/i18n/') &&
        /['"]leads\.\w+['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(users.length).toBeGreaterThan(10);
    const missing = users.filter(
      (file) =>
        !readFileSync(file, 'utf8').includes("import '~/i18n/areas/leads';"),
    );
    expect(missing.map((file) => relative(APP, file))).toEqual([]);
  });

  it('in the browser, lead texts exist once their module has loaded, and never as raw keys before', async () => {
    vi.stubEnv('SSR', false);
    vi.resetModules();
    const {translate} = await import('./translate');
    expect(translate('en', 'cart.empty')).toBe('Your cart is empty');
    expect(translate('en', 'alerts.submit')).toBe('alerts.submit');
    expect(translate('en', 'leads.required')).toBe('leads.required');
    await import('./areas/leads');
    expect(translate('en', 'leads.required')).toBe('required');
  });

  it('on the server, every area is there from the start', async () => {
    vi.stubEnv('SSR', true);
    vi.resetModules();
    await import('./serverTexts'); // as server.ts does
    const {translate} = await import('./translate');
    expect(translate('en', 'leads.required')).toBe('required');
    expect(translate('de', 'leads.required')).not.toBe('leads.required');
  });
});
