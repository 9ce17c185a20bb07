// Feeds and sitemaps read back as a strict XML 1.0 reader would: fast-xml-parser checks the
// structure (crossed or unclosed tags, bare '&' or '<', duplicate or unquoted attributes, text
// or a second element after the root) and builds the tree; the two rules it lets through
// (characters XML cannot carry, entities XML does not define) are checked here first.
import {XMLParser, XMLValidator} from 'fast-xml-parser';

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

export class XmlError extends Error {}

// Anything but tab, newline, carriage return and the ranges XML 1.0 allows.
const NOT_AN_XML_CHAR =
  /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// Only XML's five named entities and character references.
const UNDEFINED_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Character references decoded; named ones beyond XML's five were refused above.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type Node = Record<string, unknown> & {':@'?: Record<string, string>};

function toElement(node: Node): XmlElement {
  const name = Object.keys(node).find((key) => key !== ':@')!;
  const element: XmlElement = {
    name,
    attributes: {...node[':@']},
    children: [],
    text: '',
  };
  for (const child of node[name] as Node[]) {
    if ('#text' in child) element.text += String(child['#text']);
    else if (!('#comment' in child)) element.children.push(toElement(child));
  }
  return element;
}

/** Parses a whole document; throws XmlError naming the first problem. */
export function parseXml(source: string): XmlElement {
  const badChar = NOT_AN_XML_CHAR.exec(source);
  if (badChar) throw new XmlError(`Not an XML character at ${badChar.index}`);
  const entity = UNDEFINED_ENTITY.exec(source);
  if (entity) throw new XmlError(`Undefined entity at ${entity.index}`);
  const valid = XMLValidator.validate(source);
  if (valid !== true)
    throw new XmlError(`${valid.err.msg} (line ${valid.err.line})`);
  const roots = (parser.parse(source) as Node[]).filter(
    (node) => !('#text' in node) && !('#comment' in node),
  );
  if (roots.length !== 1) throw new XmlError('Not exactly one root element');
  return toElement(roots[0]);
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
