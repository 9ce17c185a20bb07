import {describe, expect, it} from 'vitest';
import {
  cardsBefore,
  listKeyOf,
  loadedPagesState,
  withPage,
} from './loadedPages';

const card = (id: string) => ({id, title: `Watch ${id}`});

describe('loaded pages in history state', () => {
  it('gives back the cards a Load more entry kept for the same list', () => {
    const state = loadedPagesState('brand=rolex', [card('a'), card('b')]);
    expect(cardsBefore(state, 'brand=rolex')).toEqual([card('a'), card('b')]);
  });

  it('keeps nothing for another list, no state or a malformed one', () => {
    const state = loadedPagesState('brand=rolex', [card('a')]);
    expect(cardsBefore(state, 'brand=omega')).toEqual([]);
    expect(cardsBefore(null, '')).toEqual([]);
    expect(cardsBefore('text', '')).toEqual([]);
    expect(cardsBefore({loadedPages: {listKey: '', before: 'x'}}, '')).toEqual(
      [],
    );
    expect(
      cardsBefore({loadedPages: {listKey: '', before: [null, {id: 3}]}}, ''),
    ).toEqual([]);
  });

  it('appends a page without showing a watch twice', () => {
    expect(
      withPage([card('a'), card('b')], [card('b'), card('c')]).map((c) => c.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('names a list by its query without the cursor, in any order', () => {
    expect(listKeyOf('?sort=newest&brand=rolex&cursor=abc')).toBe(
      listKeyOf('?brand=rolex&sort=newest'),
    );
    expect(listKeyOf('?brand=rolex')).not.toBe(listKeyOf('?brand=omega'));
  });
});
