import {describe, expect, it} from 'vitest';
import {leadApiRoute} from './apiRoutes';

describe('leadApiRoute', () => {
  it('maps each form address to its lead kind', () => {
    expect(leadApiRoute('enquiry').kind).toBe('enquiry');
    expect(leadApiRoute('sell').kind).toBe('sellQuick');
    expect(leadApiRoute('newsletter').kind).toBe('newsletter');
    expect(leadApiRoute('sourcing').kind).toBe('sourcing');
  });

  it('answers 404 for any other address, inherited object keys included', () => {
    for (const address of ['search', 'contact', 'toString', '__proto__', '']) {
      expect(() => leadApiRoute(address)).toThrow(
        expect.objectContaining({status: 404}),
      );
    }
  });
});
