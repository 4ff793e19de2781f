/** Generated photos of buildings: apartment towers, houses, builder floors, offices, shops, warehouses. */
import {
  ACCENTS,
  circle,
  ground,
  hills,
  PASTELS,
  PHOTO_WIDTH,
  polygon,
  rect,
  road,
  sky,
  svgDocument,
  tree,
  windows,
} from './demo-photo-svg';
import type { Random } from './demo-random';

const HORIZON = 560;

function street(random: Random, body: string, lawn = '#7fae5d'): string {
  const [defs, skyBody] = sky(random, HORIZON);
  let trees = '';
  for (let i = random.int(1, 3); i > 0; i--)
    trees += tree(
      random,
      random.pick([random.float(30, 160), random.float(870, 1000)]),
      HORIZON + 40,
      random.float(30, 48),
    );
  return svgDocument(
    skyBody + hills(random, HORIZON, '#a9c3a0') + ground(HORIZON, lawn) + body + trees + road(690, 78),
    defs,
  );
}

export function apartment(random: Random): string {
  let body = '';
  for (let x = 0; x < PHOTO_WIDTH; x += random.int(60, 110))
    body += rect(x, HORIZON - random.float(80, 220), random.float(50, 90), 240, '#c9d3dc', 'opacity="0.7"');
  const towers = random.int(1, 3);
  const width = random.float(170, 240);
  const gap = (PHOTO_WIDTH - towers * width) / (towers + 1);
  for (let i = 0; i < towers; i++) {
    const x = gap + i * (width + gap);
    const height = random.float(380, 520);
    const top = HORIZON + 40 - height;
    const floors = Math.round(height / 34);
    body += rect(x, top, width, height, random.pick(PASTELS));
    body += rect(x + width * 0.3, top - 26, width * 0.4, 26, '#9aa5ad');
    body += windows(random, x + 8, top + 10, width - 16, height - 50, random.int(4, 6), floors);
    for (let f = 1; f < floors; f += 2)
      body += rect(
        x - 6,
        top + f * ((height - 50) / floors) + 26,
        width + 12,
        5,
        random.pick(ACCENTS),
        'opacity="0.7"',
      );
    body += rect(x + width / 2 - 22, HORIZON, 44, 40, '#6b4a2f');
  }
  return street(random, body);
}

export function house(random: Random): string {
  const width = random.float(440, 560);
  const x = random.float(150, PHOTO_WIDTH - width - 150);
  const storeys = random.int(1, 2);
  const height = storeys * 150;
  const top = HORIZON + 60 - height;
  const wall = random.pick(PASTELS);
  const roof = random.pick(ACCENTS);
  let body = rect(x, top, width, height, wall);
  body += random.chance(0.6)
    ? polygon(
        [
          [x - 30, top],
          [x + width / 2, top - random.float(90, 140)],
          [x + width + 30, top],
        ],
        roof,
      )
    : rect(x - 10, top - 18, width + 20, 18, roof);
  for (let s = 0; s < storeys; s++)
    body += windows(random, x + 20, top + s * 130 + 20, width - 40, 70, 3, 1, '#a8cfe3');
  body += rect(x + width / 2 - 30, HORIZON - 30, 60, 90, '#7b4b2a');
  body +=
    rect(0, HORIZON + 40, PHOTO_WIDTH, 26, '#d8cfc0') + rect(x + width / 2 - 60, HORIZON + 40, 120, 26, '#4a4a4a');
  if (random.chance(0.5))
    body +=
      rect(x + width + 40, HORIZON + 10, 120, 40, random.pick(ACCENTS), 'rx="14"') +
      circle(x + width + 70, HORIZON + 52, 13, '#222') +
      circle(x + width + 130, HORIZON + 52, 13, '#222');
  return street(random, body);
}

export function builderFloor(random: Random): string {
  const x = random.float(220, 320);
  const width = random.float(380, 480);
  const floors = random.int(3, 4);
  const floorHeight = 92;
  const top = HORIZON + 40 - floorHeight * (floors + 0.6);
  let body =
    rect(x - 200, top + 60, 180, floorHeight * floors, '#d6cfc4') +
    rect(x + width + 20, top + 40, 200, floorHeight * floors, '#cfd6d9');
  body += rect(x, top, width, floorHeight * (floors + 0.6), random.pick(PASTELS));
  body += rect(x, HORIZON + 40 - floorHeight * 0.6, width, floorHeight * 0.6, '#3d3d3d');
  for (let p = 0; p <= 4; p++)
    body += rect(x + p * (width / 4) - 6, HORIZON + 40 - floorHeight * 0.6, 12, floorHeight * 0.6, '#bdb6ab');
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorHeight;
    body += windows(random, x + 10, y + 10, width - 20, floorHeight - 30, 4, 1);
    body +=
      rect(x - 14, y + floorHeight - 22, width + 28, 8, random.pick(ACCENTS)) +
      rect(x - 14, y + floorHeight - 42, width + 28, 3, '#555', 'opacity="0.6"');
  }
  return street(random, body);
}

export function office(random: Random): string {
  const defs =
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3f79a8"/><stop offset="1" stop-color="#a9d2ee"/></linearGradient>';
  let body = '';
  const towers = random.int(1, 2);
  for (let i = 0; i < towers; i++) {
    const width = random.float(200, 280);
    const x = towers === 1 ? (PHOTO_WIDTH - width) / 2 : 170 + i * 400;
    const top = random.float(60, 200);
    body += rect(x, top, width, HORIZON + 40 - top, 'url(#glass)');
    for (let gx = x; gx < x + width; gx += width / 6)
      body += rect(gx, top, 3, HORIZON + 40 - top, '#dfe9f1', 'opacity="0.7"');
    for (let gy = top; gy < HORIZON + 40; gy += 30) body += rect(x, gy, width, 2, '#dfe9f1', 'opacity="0.6"');
    body += polygon(
      [
        [x, top + 80],
        [x + width, top],
        [x + width, top + 60],
        [x, top + 170],
      ],
      '#ffffff',
      'opacity="0.15"',
    );
  }
  const picture = street(random, body, '#b9b4aa');
  return picture.replace('<defs>', `<defs>${defs}`);
}

export function shops(random: Random): string {
  let body = rect(0, 250, PHOTO_WIDTH, HORIZON - 210, random.pick(PASTELS));
  body += windows(random, 0, 260, PHOTO_WIDTH, 110, 10, 1, '#b7cfdc');
  const count = random.int(3, 4);
  const width = PHOTO_WIDTH / count;
  for (let i = 0; i < count; i++) {
    const x = i * width;
    const awning = random.pick(ACCENTS);
    body += rect(x + 10, 390, width - 20, 36, random.pick(['#2f4858', '#7a2e2e', '#3e5c3a', '#5b4a7a']));
    for (let s = 0; s < 8; s++)
      body += polygon(
        [
          [x + 10 + (s * (width - 20)) / 8, 430],
          [x + 10 + ((s + 1) * (width - 20)) / 8, 430],
          [x + 10 + ((s + 1) * (width - 20)) / 8, 470],
          [x + 10 + (s * (width - 20)) / 8, 470],
        ],
        s % 2 ? '#ffffff' : awning,
      );
    const shutter = random.chance(0.4);
    body += rect(x + 20, 470, width - 40, 130, shutter ? '#a7a9ac' : '#d7ecf5');
    if (shutter) for (let y = 478; y < 600; y += 10) body += rect(x + 20, y, width - 40, 2, '#8a8c8f');
  }
  body += rect(0, 600, PHOTO_WIDTH, 90, '#cfc8bb');
  return street(random, body, '#cfc8bb');
}

export function warehouse(random: Random): string {
  const x = random.float(120, 200);
  const width = PHOTO_WIDTH - 2 * x;
  const wall = random.pick(['#c7ccd1', '#d9d2c3', '#b8c4cc']);
  let body = rect(x, 340, width, 260, wall);
  body += polygon(
    [
      [x - 20, 340],
      [x + width / 2, 250],
      [x + width + 20, 340],
    ],
    random.pick(['#6f7f8c', '#8a5a44', '#5f6f5c']),
  );
  for (let gx = x; gx < x + width; gx += 14) body += rect(gx, 340, 2, 260, '#000', 'opacity="0.06"');
  const doors = random.int(2, 4);
  for (let d = 0; d < doors; d++) {
    const dx = x + 40 + (d * (width - 80)) / doors;
    body += rect(dx, 430, (width - 80) / doors - 30, 170, '#9ea3a8');
    for (let y = 436; y < 600; y += 9) body += rect(dx, y, (width - 80) / doors - 30, 2, '#7f8489');
  }
  body += rect(0, 600, PHOTO_WIDTH, 90, '#a9a49a');
  const tx = random.float(80, 600);
  body +=
    rect(tx, 520, 220, 110, '#f0f0f0') +
    rect(tx + 220, 555, 70, 75, random.pick(ACCENTS)) +
    circle(tx + 50, 635, 20, '#222') +
    circle(tx + 250, 635, 20, '#222');
  return street(random, body, '#a9a49a');
}
