/** Generated photos of open land and rooms: a walled plot, farm fields, a living room. */
import {
  ACCENTS,
  circle,
  GREENS,
  ground,
  hills,
  PASTELS,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  polygon,
  rect,
  road,
  sky,
  svgDocument,
  tree,
} from './demo-photo-svg';
import type { Random } from './demo-random';

export function plot(random: Random): string {
  const horizon = random.float(330, 400);
  const [defs, skyBody] = sky(random, horizon);
  let body = skyBody + hills(random, horizon) + ground(horizon, random.pick(['#b89b72', '#a8916b', '#9fae6e']));
  for (let x = 20; x < PHOTO_WIDTH; x += random.float(60, 140))
    body += tree(random, x, horizon + 10, random.float(16, 28));
  // The plot in perspective: a quadrilateral narrowing towards the horizon, with a boundary.
  const near = 640;
  const far = horizon + 70;
  const left = random.float(90, 200);
  const right = PHOTO_WIDTH - random.float(90, 200);
  const corners: [number, number][] = [
    [left, near],
    [right, near],
    [right - 180, far],
    [left + 180, far],
  ];
  body += polygon(corners, random.pick(['#c4a57a', '#b59a6c', '#a7b77a']));
  const walled = random.chance(0.6);
  const edge = (from: [number, number], to: [number, number]) =>
    walled
      ? polygon([from, to, [to[0], to[1] - 14], [from[0], from[1] - 22]], '#d8d0c2')
      : `<line x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}" stroke="#6b4a2f" stroke-width="4" stroke-dasharray="4 26"/>`;
  body +=
    edge(corners[3] as [number, number], corners[2] as [number, number]) +
    edge(corners[0] as [number, number], corners[3] as [number, number]) +
    edge(corners[1] as [number, number], corners[2] as [number, number]);
  body +=
    rect(left + 20, near - 90, 8, 90, '#5a4a3a') +
    rect(left - 20, near - 130, 90, 50, '#ffffff') +
    rect(left - 14, near - 124, 78, 38, random.pick(ACCENTS), 'opacity="0.85"');
  body += road(near + 40, PHOTO_HEIGHT - near - 40);
  return svgDocument(body, defs);
}

export function land(random: Random): string {
  const horizon = random.float(300, 380);
  const [defs, skyBody] = sky(random, horizon);
  let body = skyBody + hills(random, horizon, '#7f9f6a') + ground(horizon, '#8dab5c');
  const stripes = random.int(7, 11);
  const crops = ['#9dbb5e', '#c8b45a', '#7ea24c', '#b7c46a', '#a98f4f'];
  for (let s = 0; s < stripes; s++) {
    const t0 = s / stripes;
    const t1 = (s + 1) / stripes;
    const y0 = horizon + (PHOTO_HEIGHT - horizon) * t0 * t0;
    const y1 = horizon + (PHOTO_HEIGHT - horizon) * t1 * t1;
    body += polygon(
      [
        [0, y0],
        [PHOTO_WIDTH, y0],
        [PHOTO_WIDTH, y1],
        [0, y1],
      ],
      random.pick(crops),
    );
  }
  for (let i = random.int(1, 3); i > 0; i--)
    body += tree(random, random.float(60, 960), horizon + random.float(20, 90), random.float(22, 40));
  if (random.chance(0.6)) {
    const hx = random.float(600, 880);
    body +=
      rect(hx, horizon + 10, 90, 55, '#d9c9a8') +
      polygon(
        [
          [hx - 10, horizon + 10],
          [hx + 45, horizon - 25],
          [hx + 100, horizon + 10],
        ],
        '#8a5a3c',
      );
  }
  return svgDocument(body, defs);
}

export function interior(random: Random): string {
  const wall = random.pick(PASTELS);
  const floorTop = random.float(500, 560);
  const defs = `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b08a62"/><stop offset="1" stop-color="#7d5d3f"/></linearGradient><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ccaf0"/><stop offset="1" stop-color="#e6f5ff"/></linearGradient>`;
  let body =
    rect(0, 0, PHOTO_WIDTH, floorTop, wall) + rect(0, floorTop, PHOTO_WIDTH, PHOTO_HEIGHT - floorTop, 'url(#floor)');
  for (let x = 0; x < PHOTO_WIDTH; x += 128)
    body += rect(x, floorTop, 2, PHOTO_HEIGHT - floorTop, '#000', 'opacity="0.08"');
  const wx = random.float(560, 700);
  body +=
    rect(wx, 110, 280, 250, '#ffffff') +
    rect(wx + 12, 122, 256, 226, 'url(#view)') +
    rect(wx + 138, 122, 4, 226, '#ffffff');
  body += rect(wx + 12, 300, 256, 48, random.pick(GREENS), 'opacity="0.6"');
  body +=
    rect(wx - 30, 100, 30, 300, random.pick(ACCENTS), 'opacity="0.8"') +
    rect(wx + 280, 100, 30, 300, random.pick(ACCENTS), 'opacity="0.8"');
  const sofa = random.pick(['#5b6c8f', '#8f5b5b', '#6f8f5b', '#a08a6a', '#4f7b7b']);
  const sx = random.float(70, 170);
  body +=
    rect(sx, floorTop - 150, 420, 110, sofa, 'rx="22"') +
    rect(sx - 20, floorTop - 90, 460, 80, sofa, 'rx="18"') +
    rect(sx + 20, floorTop - 10, 14, 24, '#3b2a1d') +
    rect(sx + 386, floorTop - 10, 14, 24, '#3b2a1d');
  body +=
    circle(sx + 90, floorTop - 110, 26, random.pick(PASTELS)) +
    circle(sx + 330, floorTop - 110, 26, random.pick(PASTELS));
  body += `<ellipse cx="${sx + 210}" cy="${floorTop + 90}" rx="260" ry="50" fill="${random.pick(ACCENTS)}" opacity="0.45"/>`;
  body +=
    rect(sx + 120, floorTop + 40, 180, 16, '#3b2a1d') +
    rect(sx + 130, floorTop + 56, 10, 40, '#3b2a1d') +
    rect(sx + 280, floorTop + 56, 10, 40, '#3b2a1d');
  body +=
    rect(sx + 120, 150, 180, 120, '#ffffff') + rect(sx + 130, 160, 160, 100, random.pick(ACCENTS), 'opacity="0.7"');
  const px = random.float(900, 960);
  body +=
    rect(px - 25, floorTop - 70, 50, 70, '#8a5a3c') +
    circle(px, floorTop - 110, 50, random.pick(GREENS)) +
    circle(px - 30, floorTop - 140, 30, random.pick(GREENS));
  return svgDocument(body, defs);
}
