import {describe, expect, it} from 'vitest';
import {homeContent, homeContentIn} from '../home';
import {sellContent, sellContentIn} from '../sell';
import {insuranceContent, insuranceContentIn} from '../insurance';
import {sportsworldContent, sportsworldContentIn} from '../sportsworld';
import {aboutContent, aboutContentIn} from '../about';
import {reviewsContent, reviewsContentIn} from '../reviews';
import {sourcingContent, sourcingContentIn} from '../sourcing';
import {policies, policyIn} from '../policies';
import {brandCopy, getBrandCopy} from '../brands';
import {faqsIn} from '../faqs';
import {blogIndexIn} from '../blog';
import {signatureSamples, signatureSamplesIn} from '../signature';

// Fields that name things or point somewhere: the same in both languages.
const SAME_IN_BOTH = new Set([
  'id',
  'key',
  'href',
  'slug',
  'buyHref',
  'profileHref',
  'brand',
  'reference',
  'location',
  'rating',
  'lastUpdated',
  'enquirySubject',
  'productSku',
  'productTitle',
  'image',
  'isoDate',
  'link',
  'category',
]);
const TOKENS = /\{\w+\}/g;

/** Walks English and German side by side: same shape, same addresses, German wording. */
function compare(en: unknown, de: unknown, path: string, problems: string[]) {
  if (Array.isArray(en)) {
    if (!Array.isArray(de) || de.length !== en.length)
      problems.push(`${path}: ${en.length} items in English`);
    else
      en.forEach((item, i) => compare(item, de[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === 'object') {
    const deObject = (de ?? {}) as Record<string, unknown>;
    for (const [field, value] of Object.entries(en)) {
      // Both languages already side by side ({en, de}); content.test.ts checks them.
      if (field === 'texts') continue;
      const dePath = `${path}.${field}`;
      if (SAME_IN_BOTH.has(field) && typeof value !== 'object') {
        if (deObject[field] !== value) problems.push(`${dePath} differs`);
      } else compare(value, deObject[field], dePath, problems);
    }
    return;
  }
  if (typeof en === 'string') {
    if (typeof de !== 'string') return void problems.push(`${path} missing`);
    // Proper names only (e.g. 'RM 035-02 Rafael Nadal', 'Journal') may stay as they are.
    if (de === en && /\s[a-z]{2,}/.test(en))
      problems.push(`${path} untranslated: ${en}`);
    const tokens = (text: string) => (text.match(TOKENS) ?? []).sort().join();
    if (tokens(de) !== tokens(en)) problems.push(`${path} tokens differ`);
  }
}

function problemsOf(en: unknown, de: unknown) {
  const problems: string[] = [];
  compare(en, de, '', problems);
  return problems;
}

describe('German page copy', () => {
  it.each([
    ['home', homeContent, homeContentIn('de')],
    ['sell', sellContent, sellContentIn('de')],
    ['insurance', insuranceContent, insuranceContentIn('de')],
    ['sportsworld', sportsworldContent, sportsworldContentIn('de')],
    ['about', aboutContent, aboutContentIn('de')],
    ['reviews', reviewsContent, reviewsContentIn('de')],
    ['sourcing', sourcingContent, sourcingContentIn('de')],
    ['faqs', faqsIn('en'), faqsIn('de')],
    ['terms', policies.terms, policyIn('terms', 'de')],
    ['privacy', policies.privacy, policyIn('privacy', 'de')],
    ['shipping', policies.shipping, policyIn('shipping', 'de')],
    ['blog index', blogIndexIn('en'), blogIndexIn('de')],
  ])('%s has a German twin of the same shape', (_name, en, de) => {
    expect(problemsOf(en, de)).toEqual([]);
  });

  it('signature samples describe and price themselves in German', () => {
    signatureSamplesIn('de').forEach((item, i) => {
      const en = signatureSamples[i];
      expect(item.id).toBe(en.id);
      expect(item.description).not.toBe(en.description);
      expect(item.estimatedPrice).not.toBe(en.estimatedPrice);
    });
  });

  it('brand intros, texts and banners are German for every brand', () => {
    for (const slug of Object.keys(brandCopy)) {
      expect(problemsOf(getBrandCopy(slug), getBrandCopy(slug, 'de'))).toEqual(
        [],
      );
    }
  });

  it('English pages keep the English texts', () => {
    expect(homeContentIn('en')).toBe(homeContent);
    expect(policyIn('terms', 'en')).toBe(policies.terms);
    expect(getBrandCopy('rolex')).toBe(brandCopy.rolex);
  });

  it('the sourcing steps read BERATEN, SUCHEN, PRÜFEN', () => {
    expect(sourcingContentIn('de').steps.map((step) => step.title)).toEqual([
      'BERATEN',
      'SUCHEN',
      'PRÜFEN',
    ]);
  });
});
