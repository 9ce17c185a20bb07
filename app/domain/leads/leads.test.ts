import {describe, expect, it} from 'vitest';
import {signLeadToken, verifyLeadToken} from '../../server/leads/token';
import {
  parseRateLimit,
  takeRateLimit,
  resetRateLimits,
} from '../../server/leads/rateLimit';
import {formsUrl} from '../../server/leads/sinks';
import {cleanText, photoContentType, enquirySchema} from './schemas';
import {LEAD_FORMS} from './forms';

describe('render token', () => {
  it('round-trips and refuses tampering or another secret', async () => {
    const token = await signLeadToken('a-secret-of-16-chars', {issuedAt: 1000});
    const read = await verifyLeadToken('a-secret-of-16-chars', token);
    expect(read?.issuedAt).toBe(1000);
    expect(read?.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await verifyLeadToken('another-secret-16-chars', token)).toBeNull();
    expect(
      await verifyLeadToken(
        'a-secret-of-16-chars',
        token.replace('.1000.', '.999.'),
      ),
    ).toBeNull();
    expect(
      await verifyLeadToken('a-secret-of-16-chars', 'nonsense'),
    ).toBeNull();
  });
});

describe('rate limit', () => {
  it('allows the limit per window, then says how long to wait', () => {
    resetRateLimits();
    const config = parseRateLimit('2/60');
    expect(config).toEqual({limit: 2, windowMs: 60_000});
    expect(takeRateLimit('k', config, 0).allowed).toBe(true);
    expect(takeRateLimit('k', config, 1).allowed).toBe(true);
    expect(takeRateLimit('k', config, 2)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(takeRateLimit('k', config, 60_001).allowed).toBe(true);
    expect(parseRateLimit('junk')).toBeUndefined();
    expect(parseRateLimit('0/60')).toBeUndefined();
  });
});

describe('sinks and schemas', () => {
  it('fills the {formId} slot or posts to the endpoint as is', () => {
    expect(formsUrl('https://formspree.io/f/{formId}', 'contact')).toBe(
      'https://formspree.io/f/contact',
    );
    expect(formsUrl('http://127.0.0.1:4000/forms/enquiries', 'contact')).toBe(
      'http://127.0.0.1:4000/forms/enquiries',
    );
  });

  it('strips control characters; single-line fields lose line breaks', () => {
    expect(cleanText('a\u0000b\nc ')).toBe('a b c');
    expect(cleanText(' line1\r\nline2\u0007', true)).toBe('line1\nline2');
  });

  it('refuses SVG photos and accepts HEIC by extension', () => {
    expect(photoContentType({name: 'x.svg', type: 'image/svg+xml'})).toBeNull();
    expect(photoContentType({name: 'x.png', type: 'image/svg+xml'})).toBeNull();
    expect(photoContentType({name: 'IMG_1.HEIC', type: ''})).toBe('image/heic');
    expect(photoContentType({name: 'a.jpg', type: 'image/jpeg'})).toBe(
      'image/jpeg',
    );
  });

  it('maps an enquiry to the table row and its subject lines', () => {
    const data = enquirySchema.parse({
      subject: 'S',
      name: 'N',
      email: 'n@example.com',
      message: 'M',
      phone: '',
    });
    expect(LEAD_FORMS.enquiry.toRow(data)).toMatchObject({
      phone_number: null,
      product_sku: null,
      contact_preference_phone: false,
    });
    expect(
      LEAD_FORMS.sellFull.subject({brand: 'Rolex', model: 'Daytona'} as never),
    ).toBe('Watch Inquiry: Rolex Daytona');
    expect(
      LEAD_FORMS.sellQuick.subject({brand: 'Rolex', model: null} as never),
    ).toBe('Sell Your Watch Inquiry: Rolex');
    expect(LEAD_FORMS.newsletter.subject({email: 'x', source: 'popup'})).toBe(
      'Newsletter Subscription - Popup',
    );
    expect(LEAD_FORMS.contact.subject({} as never)).toBe(
      'New Contact Form Submission',
    );
  });
});
