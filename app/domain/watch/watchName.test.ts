import {describe, expect, it} from 'vitest';
import {watchName} from './watchName';

describe('watchName', () => {
  it('does not repeat the brand a title already carries', () => {
    expect(watchName('Rolex', 'Rolex Submariner Date 126610LN')).toBe(
      'Rolex Submariner Date 126610LN',
    );
    expect(watchName('IWC', 'iwc Portugieser')).toBe('iwc Portugieser');
  });
  it('puts the brand before a title without it', () => {
    expect(watchName('Patek Philippe', 'Nautilus 5711/1A')).toBe(
      'Patek Philippe Nautilus 5711/1A',
    );
    expect(watchName('', ' Nautilus ')).toBe('Nautilus');
  });
});
