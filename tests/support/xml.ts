// A small, strict XML 1.0 reader for tests: it rejects anything that is not well-formed
// (unclosed or crossed tags, bare '&' or '<', unknown entities, duplicate attributes,
// unquoted attributes, text or a second element after the root) and returns the element tree.
// Enough for feeds and sitemaps; no DTDs, no external packages.

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

export class XmlError extends Error {}

const PREDEFINED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function isNameStart(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    ch === '_' ||
    ch === ':' ||
    c >= 0xc0
  );
}
function isNameChar(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (
    isNameStart(ch) ||
    (c >= 48 && c <= 57) ||
    ch === '-' ||
    ch === '.' ||
    c === 0xb7
  );
}
function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
}
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Parses a whole document; throws XmlError with the offset of the first problem. */
export function parseXml(source: string): XmlElement {
  let pos = 0;
  const fail = (message: string): never => {
    throw new XmlError(
      `${message} at offset ${pos}: ${JSON.stringify(source.slice(pos, pos + 40))}`,
    );
  };

  // Every character must be one XML allows (surrogate pairs checked as code points).
  for (let i = 0; i < source.length; i++) {
    const code = source.codePointAt(i)!;
    if (code > 0xffff) {
      i++;
      continue;
    }
    if (!isXmlChar(code)) {
      pos = i;
      fail(`Character U+${code.toString(16)} is not allowed in XML`);
    }
  }

  const startsWith = (text: string) => source.startsWith(text, pos);
  const skipSpace = () => {
    while (pos < source.length && isSpace(source[pos])) pos++;
  };
  const readName = (): string => {
    const start = pos;
    if (pos >= source.length || !isNameStart(source[pos]))
      fail('Expected a name');
    while (pos < source.length && isNameChar(source[pos])) pos++;
    return source.slice(start, pos);
  };
  const decodeText = (raw: string, forAttribute: boolean): string => {
    let out = '';
    for (let i = 0; i < raw.length; i++) {
      const ch = raw[i];
      if (ch === '<') fail("Bare '<' in text");
      if (forAttribute && ch === '<') fail("'<' in attribute value");
      if (ch !== '&') {
        out += ch;
        continue;
      }
      const end = raw.indexOf(';', i);
      if (end === -1) fail("Bare '&' (no entity)");
      const entity = raw.slice(i + 1, end);
      if (entity.startsWith('#x')) {
        const code = parseInt(entity.slice(2), 16);
        if (!/^[0-9a-fA-F]+$/.test(entity.slice(2)) || !isXmlChar(code))
          fail(`Bad character reference &${entity};`);
        out += String.fromCodePoint(code);
      } else if (entity.startsWith('#')) {
        const code = parseInt(entity.slice(1), 10);
        if (!/^[0-9]+$/.test(entity.slice(1)) || !isXmlChar(code))
          fail(`Bad character reference &${entity};`);
        out += String.fromCodePoint(code);
      } else if (entity in PREDEFINED) {
        out += PREDEFINED[entity];
      } else {
        fail(`Unknown entity &${entity};`);
      }
      i = end;
    }
    return out;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (startsWith('<!--')) {
        const end = source.indexOf('-->', pos + 4);
        if (end === -1) fail('Unclosed comment');
        pos = end + 3;
      } else if (startsWith('<?')) {
        const end = source.indexOf('?>', pos + 2);
        if (end === -1) fail('Unclosed processing instruction');
        pos = end + 2;
      } else return;
    }
  };

  const readElement = (): XmlElement => {
    if (source[pos] !== '<') fail("Expected '<'");
    pos++;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const hadSpace = isSpace(source[pos]);
      skipSpace();
      if (startsWith('/>')) {
        pos += 2;
        return {name, attributes, children: [], text: ''};
      }
      if (source[pos] === '>') {
        pos++;
        break;
      }
      if (!hadSpace) fail('Expected whitespace between attributes');
      const attr = readName();
      skipSpace();
      if (source[pos] !== '=') fail(`Attribute ${attr} has no '='`);
      pos++;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'")
        fail(`Attribute ${attr} is not quoted`);
      const end = source.indexOf(quote, pos + 1);
      if (end === -1) fail('Unclosed attribute value');
      if (attr in attributes) fail(`Duplicate attribute ${attr}`);
      attributes[attr] = decodeText(source.slice(pos + 1, end), true);
      pos = end + 1;
    }
    const element: XmlElement = {name, attributes, children: [], text: ''};
    for (;;) {
      if (pos >= source.length) fail(`Unclosed element <${name}>`);
      if (startsWith('</')) {
        pos += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipSpace();
        if (source[pos] !== '>') fail("Expected '>'");
        pos++;
        return element;
      }
      if (startsWith('<![CDATA[')) {
        const end = source.indexOf(']]>', pos);
        if (end === -1) fail('Unclosed CDATA');
        element.text += source.slice(pos + 9, end);
        pos = end + 3;
      } else if (startsWith('<!--')) {
        const end = source.indexOf('-->', pos + 4);
        if (end === -1) fail('Unclosed comment');
        pos = end + 3;
      } else if (startsWith('<?')) {
        const end = source.indexOf('?>', pos + 2);
        if (end === -1) fail('Unclosed processing instruction');
        pos = end + 2;
      } else if (source[pos] === '<') {
        element.children.push(readElement());
      } else {
        const next = source.indexOf('<', pos);
        const end = next === -1 ? source.length : next;
        const raw = source.slice(pos, end);
        if (raw.includes(']]>')) fail("']]>' in text");
        element.text += decodeText(raw, false);
        pos = end;
      }
    }
  };

  if (source.charCodeAt(0) === 0xfeff) pos = 1;
  if (
    startsWith('<?xml') &&
    !/^<\?xml\s+version="1\.[0-9]"/.test(source.slice(pos, pos + 20))
  )
    fail('Bad XML declaration');
  skipMisc();
  if (startsWith('<!DOCTYPE')) fail('DOCTYPE is not expected here');
  const root = readElement();
  skipMisc();
  if (pos !== source.length) fail('Content after the root element');
  return root;
}

/** Direct children with this name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** Text of the first child with this name, or undefined. */
export function childText(
  element: XmlElement,
  name: string,
): string | undefined {
  return element.children.find((child) => child.name === name)?.text;
}
