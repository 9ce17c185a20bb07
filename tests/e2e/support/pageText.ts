// Reads a server-rendered page the way a German reader and a screen reader meet it: every text
// node and every human-facing attribute, without scripts, styles and elements marked lang="en".

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return String.fromCodePoint(code);
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    },
  );
}

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attrs);
  return match ? decodeEntities(match[1]) : null;
}

// aria-hidden subtrees keep their visible text but their alt and labels are never read out.
type Frame = {tag: string; english: boolean; skipped: boolean; unread: boolean};

/** Texts of the body (and the title) that are not inside lang="en" or script/style. */
export function readableTexts(html: string): string[] {
  const texts: string[] = [];
  const stack: Frame[] = [
    {tag: '#root', english: false, skipped: false, unread: false},
  ];
  const tagPattern =
    /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  const top = () => stack[stack.length - 1];
  const pushText = (raw: string) => {
    const frame = top();
    if (frame.english || frame.skipped) return;
    const text = decodeEntities(raw).replace(/\s+/g, ' ').trim();
    if (text) texts.push(text);
  };
  while ((match = tagPattern.exec(html))) {
    pushText(html.slice(last, match.index));
    last = tagPattern.lastIndex;
    const [whole, closing, rawTag, attrs] = match;
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.map((frame) => frame.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const parent = top();
    const lang = attribute(attrs, 'lang');
    const frame: Frame = {
      tag,
      english: lang ? /^en\b/i.test(lang) : parent.english,
      skipped: parent.skipped || SKIPPED.has(tag),
      unread: parent.unread || attribute(attrs, 'aria-hidden') === 'true',
    };
    if (!frame.english && !frame.skipped && !frame.unread) {
      for (const name of READ_ATTRIBUTES) {
        const value = attribute(attrs, name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    if (VOID.has(tag) || whole.endsWith('/>')) continue;
    stack.push(frame);
  }
  return texts;
}

/** Common English words that are not German words as well. */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'our',
  'for',
  'of',
  'to',
  'is',
  'are',
  'this',
  'that',
  'from',
  'watch',
  'watches',
  'you',
  'we',
  'on',
  'by',
  'at',
  'or',
  'all',
  'more',
  'view',
  'back',
  'price',
  'request',
  'sold',
  'buy',
  'sell',
  'read',
  'learn',
  'about',
  'contact',
  'home',
  'available',
  // Specification words: the labels are German, catalogue values untranslated are lang=en.
  'dial',
  'crystal',
  'complications',
  'movement',
  'bracelet',
  'strap',
  'jewels',
  'thickness',
  'clasp',
  'water',
  'resistance',
  'power',
  'reserve',
  'history',
  'width',
  'colour',
  'length',
  'case',
  'year',
  // Grades of the condition scale, which German pages name in German ("Hervorragend").
  'excellent',
  'unworn',
  'present',
  'pre',
  'terms',
  'privacy',
  'shipping',
  'warranty',
  'enquire',
  'enquiry',
  // Titles of the pages off the sitemap: the cart, alert links, a missing watch.
  'cart',
  'alert',
  'alerts',
  'found',
  'send',
];

const WORD_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}'’-])`,
  'iu',
);

/** The English words in one text, after taking out the allowed proper names. */
export function englishIn(
  text: string,
  properNames: readonly string[],
): string | null {
  let rest = text;
  // Most texts hold none of the names: looking costs no copy, taking one out does.
  for (const name of properNames)
    if (rest.includes(name)) rest = rest.split(name).join(' ');
  const match = WORD_PATTERN.exec(rest);
  return match ? match[1] : null;
}
