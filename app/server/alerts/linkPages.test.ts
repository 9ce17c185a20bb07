import {describe, expect, it} from 'vitest';
import {alertLinkPurpose} from './linkPages';

describe('alertLinkPurpose', () => {
  it('knows the two signed links that share one route', () => {
    expect(alertLinkPurpose('confirm')).toBe('confirm');
    expect(alertLinkPurpose('unsubscribe')).toBe('unsubscribe');
  });

  it('answers 404 for any other address under /alerts', () => {
    for (const segment of ['manage', 'subscribe', 'CONFIRM', '', undefined]) {
      let thrown: unknown;
      try {
        alertLinkPurpose(segment);
      } catch (error) {
        thrown = error;
      }
      expect((thrown as Response).status).toBe(404);
    }
  });
});
