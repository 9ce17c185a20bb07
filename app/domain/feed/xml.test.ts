import {describe, expect, it} from 'vitest';
import {parseXml, XmlError} from '../../../tests/support/xml';
import {cutText, element, escapeXml} from './xml';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tiffany & Co. "Blue" <Dial> it's`)).toBe(
      'Tiffany &amp; Co. &quot;Blue&quot; &lt;Dial&gt; it&apos;s',
    );
  });

  it('keeps non-Latin text and emoji, drops characters XML cannot carry', () => {
    expect(escapeXml('ロレックス デイトナ – Ü ⌚')).toBe(
      'ロレックス デイトナ – Ü ⌚',
    );
    expect(escapeXml('bad\u0000\u0007\u001F\uFFFEchars\ttab\nline')).toBe(
      'badchars\ttab\nline',
    );
    expect(escapeXml('lone \uD83D half')).toBe('lone  half');
  });

  it('gives well-formed XML for hostile text in elements and attributes', () => {
    const hostile = `]]><script>alert("x")</script>&amp;&#0; \u0001 ' "`;
    const doc = `<root a="${escapeXml(hostile)}">${escapeXml(hostile)}</root>`;
    const parsed = parseXml(doc);
    expect(parsed.attributes.a).toBe(hostile.replace('\u0001', ''));
    expect(parsed.text).toBe(hostile.replace('\u0001', ''));
  });
});

describe('element and cutText', () => {
  it('leaves out empty elements', () => {
    expect(element('g:mpn', '')).toBe('');
    expect(element('g:mpn', '  ')).toBe('');
    expect(element('g:mpn', '5711/1A', '  ')).toBe(
      '  <g:mpn>5711/1A</g:mpn>\n',
    );
  });

  it('never splits a surrogate pair', () => {
    expect(cutText('ab⌚', 5)).toBe('ab⌚');
    const emoji = 'a😀b';
    expect(cutText(emoji, 2)).toBe('a');
    expect(cutText(emoji, 3)).toBe('a😀');
  });
});

describe('the test XML reader rejects malformed documents', () => {
  const bad = [
    '<a><b></a></b>',
    '<a>Tom & Jerry</a>',
    '<a>&nbsp;</a>',
    '<a x=1></a>',
    '<a x="1" x="2"></a>',
    '<a></a><b></b>',
    '<a>',
    '<a>\u0001</a>',
    'text<a></a>',
  ];
  for (const doc of bad) {
    it(`rejects ${JSON.stringify(doc)}`, () => {
      expect(() => parseXml(doc)).toThrow(XmlError);
    });
  }

  it('reads a well-formed document', () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><r x="&lt;1&gt;"><c>A &amp; B &#233;&#x4E2D;</c><d/></r>\n',
    );
    expect(root.attributes.x).toBe('<1>');
    expect(root.children.map((c) => c.name)).toEqual(['c', 'd']);
    expect(root.children[0].text).toBe('A & B é中');
  });
});
