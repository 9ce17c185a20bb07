// Draws one gallery picture of a watch as SVG in a 1600x1600 box. Everything comes from the seed
// (dial colour, metal, strap, layout, brand, reference), so each watch and each angle looks
// different; sharp rasterises the result and adds film grain (see render.ts). Shadows are
// gradients rather than SVG blur filters, which would cost librsvg hundreds of milliseconds.
import type {WatchSeed} from '../catalogue/types';
import {escapeXml, isLight, metal, shade} from './palette';

export const SOURCE_SIZE = 1600;

/** The gallery angle for picture n (1-based); 6 and beyond cycle through lifestyle shots. */
export type Angle =
  | 'dial'
  | 'three-quarter'
  | 'caseback'
  | 'clasp'
  | 'side'
  | 'box'
  | 'wrist'
  | 'macro';
const ANGLES: Angle[] = [
  'dial',
  'three-quarter',
  'caseback',
  'clasp',
  'side',
  'box',
  'wrist',
  'macro',
];

export function angleFor(n: number): Angle {
  return n <= ANGLES.length ? ANGLES[n - 1] : ANGLES[5 + ((n - 6) % 3)];
}

const ANGLE_LABELS: Record<Angle, string> = {
  dial: 'dial view',
  'three-quarter': 'three-quarter view',
  caseback: 'caseback',
  clasp: 'bracelet and clasp',
  side: 'side profile and crown',
  box: 'with box and papers',
  wrist: 'on the wrist',
  macro: 'dial detail',
};

const ANGLE_LABELS_DE: Record<Angle, string> = {
  dial: 'Zifferblatt',
  'three-quarter': 'Dreiviertelansicht',
  caseback: 'Gehäuseboden',
  clasp: 'Armband und Schließe',
  side: 'Seitenansicht mit Krone',
  box: 'mit Box und Papieren',
  wrist: 'am Handgelenk',
  macro: 'Zifferblatt im Detail',
};

/** The German picture caption, as a merchant who translated the watch would write it. */
export function angleLabelDe(n: number, seed?: WatchSeed): string {
  const angle = angleFor(n);
  if (angle === 'clasp' && seed && seed.look.strap !== 'bracelet')
    return 'Band und Dornschließe';
  return ANGLE_LABELS_DE[angle];
}

export function angleLabel(n: number, seed?: WatchSeed): string {
  const angle = angleFor(n);
  if (angle === 'clasp' && seed && seed.look.strap !== 'bracelet')
    return 'strap and buckle';
  return ANGLE_LABELS[angle];
}

/** Small deterministic PRNG so backgrounds and details vary per watch but never per request. */
function random(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++)
    h = Math.imul(h ^ seedText.charCodeAt(i), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Ctx {
  seed: WatchSeed;
  rnd: () => number;
  metal: [string, string, string];
  dial: string;
  ink: string;
  strap: string;
}

function defs(ctx: Ctx, background: [string, string]): string {
  const [light, mid, dark] = ctx.metal;
  return `<defs>
  <radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="0.55" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.3" stop-color="${light}"/><stop offset="0.7" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <radialGradient id="dial" cx="45%" cy="35%" r="70%"><stop offset="0" stop-color="${shade(ctx.dial, 0.25)}"/><stop offset="0.6" stop-color="${ctx.dial}"/><stop offset="1" stop-color="${shade(ctx.dial, -0.45)}"/></radialGradient>
  <linearGradient id="strap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(ctx.strap, -0.4)}"/><stop offset="0.5" stop-color="${shade(ctx.strap, 0.12)}"/><stop offset="1" stop-color="${shade(ctx.strap, -0.4)}"/></linearGradient>
  <radialGradient id="glare" cx="35%" cy="25%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

/** Straps above and below the case: bracelet links for bracelets, tapered bands otherwise. */
function straps(ctx: Ctx, cx: number, cy: number, r: number): string {
  const w = r * 1.05;
  const parts: string[] = [];
  for (const dir of [-1, 1]) {
    const y0 = cy + dir * r * 0.8;
    const y1 = dir < 0 ? 0 : SOURCE_SIZE;
    if (ctx.seed.look.strap === 'bracelet') {
      const rows = 9;
      for (let i = 0; i < rows; i++) {
        const ya = y0 + ((y1 - y0) * i) / rows;
        const h = (y1 - y0) / rows;
        const top = Math.min(ya, ya + h);
        parts.push(
          `<rect x="${cx - w / 2}" y="${top}" width="${w * 0.3}" height="${Math.abs(h) - 6}" rx="10" fill="url(#metal)"/>`,
          `<rect x="${cx - w * 0.18}" y="${top}" width="${w * 0.36}" height="${Math.abs(h) - 6}" rx="10" fill="url(#metalV)"/>`,
          `<rect x="${cx + w * 0.2}" y="${top}" width="${w * 0.3}" height="${Math.abs(h) - 6}" rx="10" fill="url(#metal)"/>`,
        );
      }
    } else {
      const top = Math.min(y0, y1);
      const taper = w * 0.1;
      const path =
        dir < 0
          ? `M${cx - w / 2 + taper},${top} L${cx + w / 2 - taper},${top} L${cx + w / 2},${y0} L${cx - w / 2},${y0} Z`
          : `M${cx - w / 2},${y0} L${cx + w / 2},${y0} L${cx + w / 2 - taper},${y1} L${cx - w / 2 + taper},${y1} Z`;
      parts.push(`<path d="${path}" fill="url(#strap)"/>`);
      // Stitching or rubber grooves for texture.
      const ys = dir < 0 ? [top + 20, y0 - 20] : [y0 + 20, y1 - 20];
      const dash = ctx.seed.look.strap === 'leather' ? '14 10' : '40 18';
      parts.push(
        `<path d="M${cx - w / 2 + taper + 22},${ys[0]} L${cx - w / 2 + 22},${ys[1]} M${cx + w / 2 - taper - 22},${ys[0]} L${cx + w / 2 - 22},${ys[1]}" stroke="${shade(ctx.strap, 0.35)}" stroke-width="5" stroke-dasharray="${dash}" fill="none"/>`,
      );
    }
  }
  return parts.join('');
}

function handAt(
  cx: number,
  cy: number,
  angleDeg: number,
  length: number,
  width: number,
  colour: string,
): string {
  return `<g transform="rotate(${angleDeg} ${cx} ${cy})"><path d="M${cx - width / 2},${cy + length * 0.15} L${cx - width * 0.35},${cy - length} L${cx},${cy - length - width} L${cx + width * 0.35},${cy - length} L${cx + width / 2},${cy + length * 0.15} Z" fill="${colour}" stroke="${shade(colour, -0.5)}" stroke-width="2"/></g>`;
}

/** The watch head seen from the front: case, bezel, dial with markers, text and hands. */
function watchFace(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  detail = 1,
): string {
  const {seed, dial, ink} = ctx;
  const layout = seed.look.layout ?? 'plain';
  const out: string[] = [];
  // Lugs and crown.
  out.push(
    `<rect x="${cx + r * 0.95}" y="${cy - r * 0.12}" width="${r * 0.16}" height="${r * 0.24}" rx="${r * 0.04}" fill="url(#metalV)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#metal)" stroke="${ctx.metal[2]}" stroke-width="4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${seed.look.caseMetal === 'ceramic' ? '#111' : shade(ctx.metal[1], -0.15)}"/>`,
  );
  // Bezel graduations: dive bezels get numerals-ish ticks, dress watches a fine fluting.
  const fluted =
    /gold|platinum|two-tone/.test(seed.look.caseMetal) && layout !== 'skeleton';
  for (let i = 0; i < 60; i++) {
    const a = (i * Math.PI) / 30;
    const r1 = r * 0.905;
    const r2 = r * (i % 5 === 0 ? 0.83 : 0.865);
    out.push(
      `<line x1="${cx + Math.sin(a) * r1}" y1="${cy - Math.cos(a) * r1}" x2="${cx + Math.sin(a) * r2}" y2="${cy - Math.cos(a) * r2}" stroke="${fluted ? ctx.metal[0] : shade(ctx.metal[0], -0.1)}" stroke-width="${fluted ? 7 : 4}"/>`,
    );
  }
  const dr = r * 0.8;
  out.push(`<circle cx="${cx}" cy="${cy}" r="${dr}" fill="url(#dial)"/>`);
  // Sunburst texture: many faint radial lines.
  for (let i = 0; i < 120 * detail; i++) {
    const a = (i * Math.PI * 2) / (120 * detail);
    out.push(
      `<line x1="${cx}" y1="${cy}" x2="${cx + Math.sin(a) * dr}" y2="${cy - Math.cos(a) * dr}" stroke="${i % 2 ? shade(dial, 0.18) : shade(dial, -0.18)}" stroke-width="2" opacity="0.35"/>`,
    );
  }
  if (layout === 'skeleton') {
    for (let i = 0; i < 5; i++) {
      const gx = cx + (ctx.rnd() - 0.5) * dr;
      const gy = cy + (ctx.rnd() - 0.5) * dr;
      const gr = dr * (0.12 + ctx.rnd() * 0.2);
      out.push(
        `<circle cx="${gx}" cy="${gy}" r="${gr}" fill="none" stroke="${ctx.metal[1]}" stroke-width="${gr * 0.18}" stroke-dasharray="${gr * 0.15} ${gr * 0.1}"/>`,
        `<circle cx="${gx}" cy="${gy}" r="${gr * 0.25}" fill="#b8232f"/>`,
      );
    }
  }
  // Hour markers.
  for (let h = 0; h < 12; h++) {
    const a = (h * Math.PI) / 6;
    const r1 = dr * 0.9;
    const r2 = dr * (h % 3 === 0 ? 0.7 : 0.78);
    out.push(
      `<line x1="${cx + Math.sin(a) * r1}" y1="${cy - Math.cos(a) * r1}" x2="${cx + Math.sin(a) * r2}" y2="${cy - Math.cos(a) * r2}" stroke="${ink}" stroke-width="${h % 3 === 0 ? 22 : 14}" stroke-linecap="round"/>`,
    );
  }
  if (layout === 'sub-dials') {
    for (const [dx, dy] of [
      [-0.42, 0.05],
      [0.42, 0.05],
      [0, 0.45],
    ]) {
      const sx = cx + dx * dr;
      const sy = cy + dy * dr;
      out.push(
        `<circle cx="${sx}" cy="${sy}" r="${dr * 0.2}" fill="${shade(dial, isLight(dial) ? -0.75 : 0.12)}" stroke="${ink}" stroke-width="3"/>`,
        `<circle cx="${sx}" cy="${sy}" r="${dr * 0.15}" fill="none" stroke="${isLight(dial) ? '#eee' : ink}" stroke-width="2" stroke-dasharray="3 8"/>`,
        handAt(
          sx,
          sy,
          ctx.rnd() * 360,
          dr * 0.15,
          6,
          isLight(dial) ? '#eee' : ink,
        ),
      );
    }
  }
  if (layout === 'date') {
    out.push(
      `<rect x="${cx + dr * 0.52}" y="${cy - dr * 0.09}" width="${dr * 0.24}" height="${dr * 0.18}" fill="#fafafa" stroke="${ink}" stroke-width="3"/>`,
      `<text x="${cx + dr * 0.64}" y="${cy + dr * 0.06}" font-family="DejaVu Sans" font-size="${dr * 0.13}" text-anchor="middle" fill="#111">${1 + Math.floor(ctx.rnd() * 28)}</text>`,
    );
  }
  // Brand and model printed on the dial.
  const brand = escapeXml(seed.vendor.toUpperCase());
  const model = escapeXml((seed.tags[0] ?? '').toUpperCase());
  out.push(
    `<text x="${cx}" y="${cy - dr * 0.42}" font-family="DejaVu Serif" font-weight="bold" font-size="${Math.min(dr * 0.13, ((dr * 1.1) / Math.max(brand.length, 4)) * 1.6)}" text-anchor="middle" fill="${ink}" letter-spacing="3">${brand}</text>`,
    `<text x="${cx}" y="${cy - dr * 0.3}" font-family="DejaVu Sans" font-size="${dr * 0.065}" text-anchor="middle" fill="${ink}" opacity="0.85" letter-spacing="2">${model}</text>`,
  );
  if (layout !== 'sub-dials') {
    out.push(
      `<text x="${cx}" y="${cy + dr * 0.5}" font-family="DejaVu Sans" font-size="${dr * 0.05}" text-anchor="middle" fill="${ink}" opacity="0.8">${escapeXml(seed.metafields.reference_number.split(',')[0].trim())}</text>`,
    );
  }
  // Hands at the photographer's 10:08, then seconds and a crystal reflection.
  out.push(
    handAt(cx, cy, -60, dr * 0.55, 26, ctx.metal[0]),
    handAt(cx, cy, 48, dr * 0.78, 20, ctx.metal[0]),
    `<g transform="rotate(${150 + ctx.rnd() * 120} ${cx} ${cy})"><line x1="${cx}" y1="${cy + dr * 0.2}" x2="${cx}" y2="${cy - dr * 0.85}" stroke="#c62828" stroke-width="5"/></g>`,
    `<circle cx="${cx}" cy="${cy}" r="${dr * 0.04}" fill="${ctx.metal[1]}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${dr}" fill="url(#glare)"/>`,
  );
  return out.join('');
}

function caseback(ctx: Ctx, cx: number, cy: number, r: number): string {
  const out = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#metal)" stroke="${ctx.metal[2]}" stroke-width="5"/>`,
  ];
  for (let i = 1; i < 18; i++) {
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${r * (0.95 - i * 0.012)}" fill="none" stroke="${shade(ctx.metal[1], i % 2 ? 0.2 : -0.2)}" stroke-width="2"/>`,
    );
  }
  const display =
    /skeleton|sub-dials/.test(ctx.seed.look.layout ?? '') ||
    ctx.seed.vendor !== 'Rolex';
  if (display) {
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="#2d2a26"/>`);
    for (let i = 0; i < 14; i++) {
      out.push(
        `<circle cx="${cx + (ctx.rnd() - 0.5) * r}" cy="${cy + (ctx.rnd() - 0.5) * r}" r="${r * (0.04 + ctx.rnd() * 0.1)}" fill="none" stroke="#c9a45a" stroke-width="8"/>`,
      );
    }
    for (let i = 0; i < 6; i++) {
      out.push(
        `<circle cx="${cx + (ctx.rnd() - 0.5) * r * 1.1}" cy="${cy + (ctx.rnd() - 0.5) * r * 1.1}" r="12" fill="#b0102a"/>`,
      );
    }
    out.push(
      `<path d="M${cx},${cy} L${cx - r * 0.62},${cy + r * 0.3} A${r * 0.68},${r * 0.68} 0 0 0 ${cx + r * 0.62},${cy + r * 0.3} Z" fill="url(#metal)" opacity="0.92"/>`,
    );
  }
  out.push(
    `<text x="${cx}" y="${cy - r * 0.78}" font-family="DejaVu Sans" font-size="${r * 0.08}" text-anchor="middle" fill="${ctx.metal[2]}">${escapeXml(ctx.seed.vendor.toUpperCase())}</text>`,
    `<text x="${cx}" y="${cy + r * 0.86}" font-family="DejaVu Sans" font-size="${r * 0.06}" text-anchor="middle" fill="${ctx.metal[2]}">REF. ${escapeXml(ctx.seed.metafields.reference_number.split(',')[0].trim())}</text>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glare)"/>`,
  );
  return out.join('');
}

function clasp(ctx: Ctx): string {
  const out: string[] = [];
  const y = SOURCE_SIZE / 2;
  if (ctx.seed.look.strap === 'bracelet') {
    // A diagonal run of links with a folding clasp in the middle.
    out.push(`<g transform="rotate(-14 800 800)">`);
    for (let i = -8; i <= 8; i++) {
      const x = 800 + i * 96;
      out.push(
        `<rect x="${x - 44}" y="${y - 230}" width="88" height="140" rx="14" fill="url(#metalV)"/>`,
        `<rect x="${x - 44}" y="${y - 70}" width="88" height="140" rx="14" fill="url(#metal)"/>`,
        `<rect x="${x - 44}" y="${y + 90}" width="88" height="140" rx="14" fill="url(#metalV)"/>`,
      );
    }
    out.push(
      `<rect x="560" y="${y - 250}" width="480" height="500" rx="40" fill="url(#metal)" stroke="${ctx.metal[2]}" stroke-width="6"/>`,
      `<text x="800" y="${y + 30}" font-family="DejaVu Serif" font-weight="bold" font-size="62" text-anchor="middle" fill="${ctx.metal[2]}">${escapeXml(ctx.seed.vendor.toUpperCase())}</text>`,
      `</g>`,
    );
  } else {
    out.push(
      `<g transform="rotate(-10 800 800)"><rect x="-100" y="${y - 170}" width="1800" height="340" rx="60" fill="url(#strap)"/>`,
      `<path d="M-100,${y - 140} H1700 M-100,${y + 140} H1700" stroke="${shade(ctx.strap, 0.35)}" stroke-width="6" stroke-dasharray="18 12"/>`,
      `<rect x="640" y="${y - 210}" width="320" height="420" rx="50" fill="none" stroke="url(#metal)" stroke-width="46"/>`,
      `<rect x="780" y="${y - 200}" width="40" height="400" rx="16" fill="url(#metalV)"/>`,
    );
    for (let i = 0; i < 5; i++)
      out.push(
        `<circle cx="${1100 + i * 110}" cy="${y}" r="22" fill="${shade(ctx.strap, -0.6)}"/>`,
      );
    out.push('</g>');
  }
  return out.join('');
}

function side(ctx: Ctx): string {
  const y = 820;
  return [
    `<rect x="0" y="${y - 60}" width="1600" height="120" fill="url(#strap)" opacity="${ctx.seed.look.strap === 'bracelet' ? 0 : 1}"/>`,
    ctx.seed.look.strap === 'bracelet'
      ? Array.from(
          {length: 18},
          (_, i) =>
            `<rect x="${i * 92}" y="${y - 50}" width="84" height="100" rx="12" fill="url(#metalV)"/>`,
        ).join('')
      : '',
    `<rect x="360" y="${y - 170}" width="880" height="300" rx="120" fill="url(#metalV)" stroke="${ctx.metal[2]}" stroke-width="5"/>`,
    `<rect x="400" y="${y - 215}" width="800" height="60" rx="30" fill="url(#metal)"/>`,
    `<rect x="430" y="${y - 250}" width="740" height="44" rx="22" fill="#dfe8f0" opacity="0.75"/>`,
    `<rect x="1240" y="${y - 60}" width="110" height="120" rx="18" fill="url(#metal)"/>`,
    ...Array.from(
      {length: 9},
      (_, i) =>
        `<line x1="${1250 + i * 11}" y1="${y - 55}" x2="${1250 + i * 11}" y2="${y + 55}" stroke="${ctx.metal[2]}" stroke-width="4"/>`,
    ),
    `<rect x="1220" y="${y - 80}" width="40" height="160" rx="10" fill="url(#metalV)"/>`,
  ].join('');
}

function presentationBox(ctx: Ctx): string {
  const box =
    ctx.seed.vendor === 'Rolex'
      ? '#1f4d35'
      : ctx.seed.vendor === 'Cartier'
        ? '#8e1b25'
        : '#2b2623';
  return [
    `<rect x="180" y="260" width="1240" height="300" rx="30" fill="${shade(box, -0.25)}"/>`,
    `<rect x="180" y="540" width="1240" height="820" rx="40" fill="${box}"/>`,
    `<rect x="250" y="600" width="1100" height="700" rx="30" fill="${shade(box, 0.12)}"/>`,
    `<ellipse cx="800" cy="950" rx="330" ry="260" fill="${shade(box, 0.25)}"/>`,
    `<g transform="translate(800 950) scale(0.55) translate(-800 -800)">${watchFace(ctx, 800, 800, 330, 0.5)}</g>`,
    `<rect x="1040" y="1180" width="420" height="270" rx="8" fill="#f3efe6" transform="rotate(-8 1250 1300)"/>`,
    `<text x="1230" y="1320" font-family="DejaVu Serif" font-size="34" fill="#555" transform="rotate(-8 1250 1300)">${escapeXml(ctx.seed.vendor)}</text>`,
    `<text x="1200" y="140" font-family="DejaVu Serif" font-size="40" fill="#fff" opacity="0.6">${escapeXml(ctx.seed.vendor.toUpperCase())}</text>`,
  ].join('');
}

function wrist(ctx: Ctx): string {
  const skin = ['#e2b592', '#c68863', '#8d5a3b', '#f0c8a8'][
    Math.floor(ctx.rnd() * 4)
  ];
  return [
    `<path d="M-100,560 C400,480 1200,520 1700,640 L1700,1080 C1200,1000 400,1000 -100,1060 Z" fill="${skin}"/>`,
    `<path d="M-100,620 C400,560 1200,600 1700,700" stroke="${shade(skin, 0.2)}" stroke-width="30" fill="none" opacity="0.5"/>`,
    `<path d="M-100,1000 C400,940 1200,950 1700,1020" stroke="${shade(skin, -0.2)}" stroke-width="40" fill="none" opacity="0.5"/>`,
    `<rect x="600" y="420" width="330" height="760" fill="url(#strap)" opacity="${ctx.seed.look.strap === 'bracelet' ? 0 : 1}"/>`,
    ctx.seed.look.strap === 'bracelet'
      ? Array.from(
          {length: 8},
          (_, i) =>
            `<rect x="600" y="${420 + i * 96}" width="330" height="88" rx="14" fill="url(#metalV)"/>`,
        ).join('')
      : '',
    `<g transform="translate(765 800) scale(0.75) translate(-800 -800)">${watchFace(ctx, 800, 800, 340, 0.5)}</g>`,
    `<rect x="-100" y="0" width="1800" height="300" fill="#1d2430" opacity="0.35"/>`,
  ].join('');
}

export function drawSvg(seed: WatchSeed, n: number, size: number): string {
  const rnd = random(`${seed.handle}#${n}`);
  const ctx: Ctx = {
    seed,
    rnd,
    metal: metal(seed.look.caseMetal),
    dial: seed.look.dial,
    ink: isLight(seed.look.dial) ? '#15171a' : '#f5f3ee',
    strap:
      seed.look.strapColour ??
      (seed.look.strap === 'leather' ? '#5a3a22' : '#1b1b1b'),
  };
  const angle = angleFor(n);
  // Studio backdrops vary per watch, lifestyle shots get warmer tones.
  const hue = Math.floor(rnd() * 360);
  const lifestyle = angle === 'box' || angle === 'wrist';
  const background: [string, string] = lifestyle
    ? [`hsl(${25 + (hue % 20)}, 35%, 42%)`, `hsl(${20 + (hue % 20)}, 40%, 16%)`]
    : [`hsl(${hue}, 8%, 92%)`, `hsl(${hue}, 10%, 62%)`];
  let body: string;
  switch (angle) {
    case 'dial':
      body = straps(ctx, 800, 800, 460) + watchFace(ctx, 800, 800, 460);
      break;
    case 'three-quarter':
      body = `<g transform="translate(800 800) rotate(-22) scale(0.78 1) translate(-800 -800)">${straps(ctx, 800, 800, 440)}${watchFace(ctx, 800, 800, 440)}</g>`;
      break;
    case 'caseback':
      body = straps(ctx, 800, 800, 470) + caseback(ctx, 800, 800, 470);
      break;
    case 'clasp':
      body = clasp(ctx);
      break;
    case 'side':
      body = side(ctx);
      break;
    case 'box':
      body = presentationBox(ctx);
      break;
    case 'wrist':
      body = wrist(ctx);
      break;
    case 'macro':
      body = `<g transform="translate(800 800) scale(1.9) translate(-${780 + rnd() * 80} -${700 + rnd() * 80})">${watchFace(ctx, 800, 800, 460, 2)}</g>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${SOURCE_SIZE} ${SOURCE_SIZE}">
${defs(ctx, background)}
<rect width="${SOURCE_SIZE}" height="${SOURCE_SIZE}" fill="url(#bg)"/>
<ellipse cx="830" cy="860" rx="640" ry="600" fill="url(#shadow)"/>
${body}
</svg>`;
}
