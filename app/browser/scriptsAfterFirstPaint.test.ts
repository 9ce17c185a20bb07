import {describe, expect, it} from 'vitest';
import {
  SCRIPTS_AFTER_FIRST_PAINT,
  START_PAGE_SCRIPTS_SCRIPT,
  PAGE_SCRIPTS_ID,
  wantsScriptsAfterFirstPaint,
} from './scriptsAfterFirstPaint';

describe('wantsScriptsAfterFirstPaint', () => {
  it('is true when any matched route carries the handle', () => {
    expect(
      wantsScriptsAfterFirstPaint([
        {handle: undefined},
        {},
        {handle: SCRIPTS_AFTER_FIRST_PAINT},
      ]),
    ).toBe(true);
  });

  it('is false for routes without it, or with a look-alike value', () => {
    expect(wantsScriptsAfterFirstPaint([])).toBe(false);
    expect(
      wantsScriptsAfterFirstPaint([
        {handle: null},
        {handle: 'scriptsAfterFirstPaint'},
        {handle: {scriptsAfterFirstPaint: 'yes'}},
      ]),
    ).toBe(false);
  });
});

describe('START_PAGE_SCRIPTS_SCRIPT', () => {
  it('is one self-contained statement that reads the template by its id', () => {
    expect(START_PAGE_SCRIPTS_SCRIPT).toContain(
      `getElementById('${PAGE_SCRIPTS_ID}')`,
    );
    // It must parse as a script on its own: it is inlined as is.
    expect(() => new Function(START_PAGE_SCRIPTS_SCRIPT)).not.toThrow();
    expect(START_PAGE_SCRIPTS_SCRIPT).not.toContain('</');
  });
});
