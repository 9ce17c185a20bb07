// A neutral "no photograph yet" picture for products without images, served as SVG (it is ours,
// static and script-free, so SVG is safe here unlike uploaded files).

let cached: string | null = null;

export function placeholderSvg(): string {
  cached ??= `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600" viewBox="0 0 1600 1600">
<rect width="1600" height="1600" fill="#f1efeb"/>
<circle cx="800" cy="740" r="300" fill="none" stroke="#c9c4bb" stroke-width="28"/>
<path d="M800 740 V560 M800 740 L930 820" stroke="#c9c4bb" stroke-width="28" stroke-linecap="round"/>
<rect x="700" y="300" width="200" height="140" rx="20" fill="#c9c4bb"/>
<rect x="700" y="1040" width="200" height="140" rx="20" fill="#c9c4bb"/>
<text x="800" y="1300" font-family="DejaVu Sans, sans-serif" font-size="56" text-anchor="middle" fill="#9a948a">Photograph coming soon</text>
</svg>`;
  return cached;
}
