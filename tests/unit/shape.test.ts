import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

// The codebase's shape, guarded: one way to do each of these things (docs/STOREFRONT-HELPERS.md).
const APP = join(__dirname, '../../app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

const filesImporting = (pattern: RegExp) =>
  sourceFiles(APP)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(APP, file));

describe('one way to do it', () => {
  it('has one Swiper integration', () => {
    expect(filesImporting(/from 'swiper(\/[a-z]+)?'/)).toEqual([
      'components/content/SwiperCarousel.tsx',
    ]);
  });
});

describe('one meta builder', () => {
  it('routes build meta through contentPageMeta or editorialMeta, never pageMeta itself', () => {
    expect(
      filesImporting(/import \{[^}]*\bpageMeta\b[^}]*\} from '~\/lib\/seo'/),
    ).toEqual(['lib/content/articlePage.ts', 'lib/content/pageMeta.ts']);
  });
});

describe('one lead form frame and one table of field rows', () => {
  const forms = [
    'ContactForm',
    'EnquiryForm',
    'QuickSellForm',
    'SellForm',
    'SourcingForm',
  ].map((name) => `components/leads/${name}.tsx`);

  it.each(forms)('%s uses LeadForm and FieldRows, not its own rows', (form) => {
    const source = readFileSync(join(APP, form), 'utf8');
    expect(source).toMatch(/<LeadForm\b/);
    expect(source).toMatch(/<FieldRows\b/);
    expect(source).not.toMatch(/<(TextField|TextAreaField|SelectField)\b/);
    expect(source).not.toMatch(/<fetcher\.Form\b/);
  });
});
