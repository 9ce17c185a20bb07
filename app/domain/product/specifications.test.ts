import {describe, expect, it} from 'vitest';
import {
  conditionText,
  headerFacts,
  specsFromMetafields,
  technicalSpecifications,
  SPEC_KEYS,
} from './specifications';
import {
  descriptionParagraphs,
  metaDescription,
  textFromDescriptionHtml,
} from './description';

const specs = specsFromMetafields([
  {key: 'availability_status', value: 'available'},
  {key: 'reference_number', value: '5711/1A-010, 5711/1A'},
  {key: 'signature_watches', value: 'false'},
  {key: 'year', value: '2019'},
  {key: 'condition', value: 'Excellent'},
  {key: 'box', value: 'Yes'},
  {key: 'papers', value: 'No'},
  {key: 'water_resistance', value: '120m'},
  {key: 'case_size', value: '40mm'},
  {key: 'movement', value: 'Automatic, calibre 26-330 S C'},
  {key: 'case_material', value: 'Stainless steel'},
  {key: 'bracelet_material', value: 'Stainless steel bracelet'},
  {key: 'crystal', value: 'Sapphire'},
  {key: 'power_reserve', value: '45 hours'},
  {key: 'dial', value: '  '},
  null,
]);

describe('technicalSpecifications', () => {
  it('lists the five named rows first, in order, then every other specification with a translated label', () => {
    expect(
      technicalSpecifications(specs).map((row) => [row.label, row.value]),
    ).toEqual([
      ['product.movement', 'Automatic, calibre 26-330 S C'],
      ['product.caseSize', '40mm'],
      ['product.material', 'Stainless steel'],
      ['product.strap', 'Stainless steel bracelet'],
      ['product.waterResistance', '120m'],
      ['product.specCrystal', 'Sapphire'],
      ['product.specPowerReserve', '45 hours'],
    ]);
  });

  it('shows a named row only when present', () => {
    const rows = technicalSpecifications({
      movement: 'Manual',
      lug_width: '20mm',
    });
    expect(rows.map((row) => row.label)).toEqual([
      'product.movement',
      'product.specLugWidth',
    ]);
  });

  it('shows a key nobody has labelled as words, never the raw key', () => {
    const rows = technicalSpecifications({strap_length_mm: '190'});
    expect(rows).toEqual([
      {
        kind: 'other',
        label: 'Strap Length Mm',
        key: 'strap_length_mm',
        value: '190',
      },
    ]);
  });

  it('never lists header facts or internal keys', () => {
    const labels = technicalSpecifications(specs).map((row) => row.key);
    for (const key of [
      'availability_status',
      'reference_number',
      'signature_watches',
      'year',
      'condition',
      'box',
      'papers',
    ]) {
      expect(labels).not.toContain(key);
    }
  });

  it('reads the old material and bracelet keys as fallbacks, once', () => {
    const rows = technicalSpecifications({
      material: '18ct gold',
      bracelet: 'Leather strap',
    });
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['product.material', '18ct gold'],
      ['product.strap', 'Leather strap'],
    ]);
    const both = technicalSpecifications({
      case_material: 'Steel',
      material: 'Old value',
    });
    expect(both.map((row) => row.value)).toEqual(['Steel']);
  });
});

describe('header facts', () => {
  it('gives condition, year, box and papers when present', () => {
    expect(headerFacts(specs)).toEqual({
      condition: 'Excellent',
      year: '2019',
      box: 'Yes',
      papers: 'No',
    });
    expect(headerFacts({})).toEqual({
      condition: undefined,
      year: undefined,
      box: undefined,
      papers: undefined,
    });
  });
  it('falls back to the misspelt condition key', () => {
    expect(conditionText({condtion: 'Unworn'})).toBe('Unworn');
  });
  it('drops blank values', () => {
    expect(specs.dial).toBeUndefined();
  });
  it('asks the API for every documented key', () => {
    for (const key of [
      'availability_status',
      'reference_number',
      'year',
      'case_size',
      'case_material',
      'bracelet_material',
      'movement',
      'water_resistance',
      'crystal',
      'condition',
      'dial',
      'box',
      'papers',
      'signature_watches',
    ]) {
      expect(SPEC_KEYS).toContain(key);
    }
  });
});

describe('description', () => {
  it('splits at blank lines', () => {
    expect(
      descriptionParagraphs(
        'First line\ncontinued.\n\n  \nSecond.\r\n\r\nThird.',
      ),
    ).toEqual(['First line continued.', 'Second.', 'Third.']);
    expect(descriptionParagraphs(null)).toEqual([]);
  });
  it('gives the first 160 characters as the meta description', () => {
    const long = 'x'.repeat(200);
    expect(metaDescription(long)).toHaveLength(160);
    expect(metaDescription('Short\n\ntext')).toBe('Short text');
    const words = `${'Zifferblatt '.repeat(13)}Weiß mit schwarzen Totalisatoren`;
    expect(metaDescription(words)).toBe(`${'Zifferblatt '.repeat(13).trim()}…`);
  });
});

describe('textFromDescriptionHtml', () => {
  it('keeps paragraph breaks as blank lines and decodes entities', () => {
    const text = textFromDescriptionHtml(
      '<p>One &amp; two.</p>\n<p>Line<br>break &#39;x&#39;</p>',
    );
    expect(text).toBe("One & two.\n\nLine\nbreak 'x'");
    expect(descriptionParagraphs(text)).toEqual([
      'One & two.',
      "Line break 'x'",
    ]);
  });
});
