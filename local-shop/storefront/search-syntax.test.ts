import {describe, expect, it} from 'vitest';
import {matchesSearch, parseSearch} from './search-syntax';
import {StockBook} from './stock';
import {fixtureImagesFor, fixtureSeeds} from './test-fixtures';

const stock = new StockBook(fixtureSeeds(), fixtureImagesFor);
const handles = (query: string) =>
  stock.watches
    .filter((w) => matchesSearch(parseSearch(query), w))
    .map((w) => w.handle.split('-').slice(0, 2).join('-'));

describe('search syntax parser', () => {
  it('reads an empty query as everything', () => {
    expect(parseSearch('')).toEqual({kind: 'all'});
    expect(parseSearch('   ')).toEqual({kind: 'all'});
  });

  it('joins bare terms with AND and lower-cases them', () => {
    expect(parseSearch('Rolex Daytona')).toMatchObject({
      kind: 'and',
      parts: [
        {kind: 'term', text: 'rolex'},
        {kind: 'term', text: 'daytona'},
      ],
    });
  });

  it('binds AND tighter than OR', () => {
    expect(parseSearch('a b OR c')).toMatchObject({
      kind: 'or',
      parts: [{kind: 'and'}, {kind: 'term', text: 'c'}],
    });
  });

  it('reads fields, comparators, phrases and negation', () => {
    expect(parseSearch('vendor:"Patek Philippe"')).toMatchObject({
      kind: 'term',
      field: 'vendor',
      text: 'patek philippe',
    });
    expect(parseSearch('price:>=1000')).toMatchObject({
      kind: 'term',
      field: 'price',
      comparator: '>=',
      text: '1000',
    });
    expect(parseSearch('-steel')).toMatchObject({
      kind: 'not',
      part: {kind: 'term', text: 'steel'},
    });
    expect(parseSearch('NOT tag:Steel')).toMatchObject({
      kind: 'not',
      part: {kind: 'term', field: 'tag'},
    });
    expect(parseSearch('sku:5711*')).toMatchObject({
      kind: 'term',
      field: 'sku',
      prefix: true,
      text: '5711',
    });
  });

  it('survives unbalanced parentheses and quotes', () => {
    expect(() => parseSearch('(rolex OR "tudor')).not.toThrow();
    expect(() => parseSearch('rolex)) (')).not.toThrow();
  });
});

describe('search syntax matching', () => {
  it('matches free terms over title, vendor, type, tags and SKU, case-insensitively', () => {
    expect(handles('daytona')).toEqual(['rolex-daytona']);
    expect(handles('PATEK')).toEqual(['patek-philippe']);
    expect(handles('diver')).toEqual(['rolex-submariner', 'tudor-black']);
    expect(handles('15500ST.OO')).toEqual(['audemars-piguet']);
  });

  it('matches vendor, product_type and tag fields exactly', () => {
    expect(handles('vendor:rolex')).toEqual([
      'rolex-submariner',
      'rolex-daytona',
    ]);
    expect(handles('vendor:"A. Lange & Söhne"')).toEqual(['a-lange']);
    expect(handles('vendor:Rol')).toEqual([]);
    expect(handles('product_type:Watch')).toHaveLength(6);
    expect(handles('tag:Gold')).toEqual(['a-lange']);
    expect(handles('tag_not:Steel')).toEqual(['a-lange']);
  });

  it('matches the first reference as SKU, with a prefix wildcard', () => {
    expect(handles('sku:126610LN')).toEqual(['rolex-submariner']);
    expect(handles('sku:126610')).toEqual([]);
    expect(handles('sku:5711*')).toEqual(['patek-philippe']);
  });

  it('knows which watches are for sale', () => {
    // Sold (quantity 0) and unpriced watches are not for sale.
    expect(handles('available_for_sale:false')).toEqual([
      'audemars-piguet',
      'a-lange',
    ]);
    expect(handles('available_for_sale:true')).toHaveLength(4);
  });

  it('combines AND, OR, NOT, parentheses and phrases', () => {
    expect(handles('rolex OR tudor')).toEqual([
      'rolex-submariner',
      'rolex-daytona',
      'tudor-black',
    ]);
    expect(handles('steel AND NOT rolex')).toEqual([
      'patek-philippe',
      'audemars-piguet',
      'tudor-black',
    ]);
    expect(handles('(vendor:Rolex OR vendor:Tudor) -tag:Diver')).toEqual([
      'rolex-daytona',
    ]);
    expect(handles('"royal oak"')).toEqual(['audemars-piguet']);
    expect(handles('"oak royal"')).toEqual([]);
  });

  it('compares prices and dates', () => {
    expect(handles('price:<3000')).toEqual(['tudor-black']);
    expect(handles('created_at:>2024-05-01')).toEqual([
      'rolex-daytona',
      'tudor-black',
    ]);
  });
});
