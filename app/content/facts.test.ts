import {describe, expect, it} from 'vitest';
import {countWords, fillFacts} from './facts';

const facts = {
  warrantyMonths: 24,
  email: 'shop@example.co.uk',
  phone: '+44 1625 000000',
  shopName: 'Test Watches',
};

describe('fillFacts', () => {
  it('replaces every known token, repeatedly', () => {
    expect(
      fillFacts(
        'a {warrantyMonths}-month warranty from {shopName}; {shopName}',
        facts,
      ),
    ).toBe('a 24-month warranty from Test Watches; Test Watches');
    expect(fillFacts('Write to {email} or call {phone}.', facts)).toBe(
      'Write to shop@example.co.uk or call +44 1625 000000.',
    );
  });

  it('leaves unknown tokens and missing optional facts as written', () => {
    expect(fillFacts('{unknown} and {instagramUrl}', facts)).toBe(
      '{unknown} and {instagramUrl}',
    );
    expect(
      fillFacts('{instagramUrl}', {
        ...facts,
        instagramUrl: 'https://instagram.com/x',
      }),
    ).toBe('https://instagram.com/x');
  });

  it('ignores inherited object keys', () => {
    expect(fillFacts('{toString} {constructor}', facts)).toBe(
      '{toString} {constructor}',
    );
  });
});

describe('countWords', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('  one two\nthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
