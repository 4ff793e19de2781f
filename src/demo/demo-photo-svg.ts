/** SVG building blocks for the demo's generated photos: sky, clouds, hills, ground, trees, windows, roads. */
import type { Random } from './demo-random';

export const PHOTO_WIDTH = 1024;
export const PHOTO_HEIGHT = 768;

const SKIES = [
  ['#6fb7e9', '#d9f0ff'],
  ['#8cc9f0', '#fff1d6'],
  ['#f3a683', '#fde3c8'],
  ['#9fb4c7', '#eef2f5'],
  ['#5aa2dd', '#c8e8fb'],
] as const;
export const GREENS = ['#4f8a3c', '#5e9e47', '#3f7a34', '#6aa84f', '#4d7f3a'] as const;
export const PASTELS = [
  '#f3e3c3',
  '#e8d5b9',
  '#d9e4ec',
  '#f1d0c4',
  '#e3e8d3',
  '#f5efe6',
  '#dcd3e8',
  '#f2dfb0',
] as const;
export const ACCENTS = ['#b5523b', '#8c5a3c', '#466d8f', '#6b8e4e', '#9c6b98', '#c08a3e'] as const;

const n = (value: number) => Math.round(value * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

/** A whole picture: `defs` go first, then the body, on a 1024 x 768 canvas. */
export const svgDocument = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;

/** Sky gradient (id "sky"), an optional sun and a few clouds; returns [defs, body]. */
export function sky(random: Random, horizon: number): [string, string] {
  const [top, bottom] = random.pick(SKIES);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  let body = rect(0, 0, PHOTO_WIDTH, horizon + 2, 'url(#sky)');
  if (random.chance(0.5))
    body += circle(
      random.float(80, 940),
      random.float(60, horizon * 0.4),
      random.float(26, 44),
      '#fff6c9',
      'opacity="0.9"',
    );
  for (let i = random.int(1, 4); i > 0; i--) {
    const x = random.float(0, PHOTO_WIDTH);
    const y = random.float(40, horizon * 0.55);
    const size = random.float(30, 60);
    body += `<g opacity="0.85">${circle(x, y, size, '#ffffff')}${circle(x + size, y + 8, size * 0.8, '#ffffff')}${circle(x - size, y + 10, size * 0.7, '#ffffff')}${rect(x - size * 1.6, y + 4, size * 3.2, size * 0.8, '#ffffff', `rx="${n(size * 0.4)}"`)}</g>`;
  }
  return [defs, body];
}

/** Rolling hills along the horizon. */
export function hills(random: Random, horizon: number, color = '#8fb07a'): string {
  const points: [number, number][] = [[0, horizon]];
  for (let x = 0; x <= PHOTO_WIDTH; x += 128) points.push([x, horizon - random.float(10, 70)]);
  points.push([PHOTO_WIDTH, horizon]);
  return polygon(points, color, 'opacity="0.8"');
}

export const ground = (top: number, fill: string) => rect(0, top, PHOTO_WIDTH, PHOTO_HEIGHT - top, fill);

/** A road across the picture with a dashed centre line. */
export const road = (top: number, height: number) =>
  rect(0, top, PHOTO_WIDTH, height, '#6d6d6d') +
  `<line x1="0" y1="${n(top + height / 2)}" x2="${PHOTO_WIDTH}" y2="${n(top + height / 2)}" stroke="#f2f2f2" stroke-width="4" stroke-dasharray="36 28"/>`;

/** A tree standing at (x, base), `size` roughly its crown radius. */
export function tree(random: Random, x: number, base: number, size: number): string {
  const green = random.pick(GREENS);
  const trunk = rect(x - size * 0.12, base - size * 1.3, size * 0.24, size * 1.3, '#6b4a2f');
  const crown = [
    circle(x, base - size * 1.8, size, green),
    circle(x - size * 0.6, base - size * 1.4, size * 0.7, green),
    circle(x + size * 0.6, base - size * 1.4, size * 0.7, green),
  ];
  return trunk + crown.join('') + circle(x - size * 0.3, base - size * 2.1, size * 0.35, '#ffffff', 'opacity="0.12"');
}

/** A grid of windows inside a box, some lit. */
export function windows(
  random: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  glass = '#9cc3dc',
): string {
  const cellW = w / cols;
  const cellH = h / rows;
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const fill = random.chance(0.12) ? '#f7e7a6' : glass;
      out += rect(x + c * cellW + cellW * 0.18, y + r * cellH + cellH * 0.2, cellW * 0.64, cellH * 0.55, fill);
    }
  }
  return out;
}
