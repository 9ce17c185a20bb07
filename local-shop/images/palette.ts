// Colours for the drawn watches: case metals as gradient stops, and helpers to shade the dial.

/** Light, mid and dark stops of a brushed/polished metal gradient. */
export const METALS: Record<string, [string, string, string]> = {
  steel: ['#f4f5f7', '#b9bdc3', '#6d7278'],
  'white-gold': ['#f7f7f5', '#c9cacb', '#7c7e82'],
  platinum: ['#fbfbfc', '#d4d6da', '#8a8e95'],
  titanium: ['#d8d9d6', '#9c9e9c', '#5b5d5c'],
  'yellow-gold': ['#fff1c1', '#d9b25b', '#8a6421'],
  'rose-gold': ['#ffe1d0', '#d69a7f', '#8c5440'],
  ceramic: ['#5a5a5e', '#222225', '#050506'],
  carbon: ['#4a4a4a', '#1e1e1e', '#070707'],
  'two-tone': ['#f4f0e0', '#c8b68a', '#6d6a60'],
};

export function metal(name: string): [string, string, string] {
  return METALS[name] ?? METALS.steel;
}

function parseHex(colour: string): [number, number, number] {
  const hex = colour.replace('#', '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.padEnd(6, '0').slice(0, 6);
  const value = Number.parseInt(full, 16);
  if (Number.isNaN(value)) return [40, 40, 40];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]) =>
  '#' +
  rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Mixes towards white (amount > 0) or black (amount < 0). */
export function shade(colour: string, amount: number): string {
  const rgb = parseHex(colour);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * a));
}

/** True for light dials, which need dark printing. */
export function isLight(colour: string): boolean {
  const [r, g, b] = parseHex(colour);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
