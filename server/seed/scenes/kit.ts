import type { Random } from '../random';

/**
 * The drawing kit of the seed's pictures: a 960×720 canvas (4:3, the shape of a phone photo), backgrounds a seller
 * photographs things against, and the composition of a view. Shapes only: a picture never holds text.
 */
export const W = 960;
export const H = 720;

/** One picture's parts: the background, the object (drawn around the middle), and a point worth a close-up. */
export interface Shot {
  bg: string;
  obj: string;
  focus?: readonly [number, number];
  /** The drawer drew this view itself (a flat's bedroom after its façade): shown as drawn, not turned or zoomed. */
  own?: boolean;
}
/** Draws one object; the same seed draws the same object (its colour, its props) for every view. */
export type Drawer = (random: Random, view: number) => Shot;

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;
export const pick = <T>(random: Random, items: readonly T[]): T => random.pick(items);
export const between = (random: Random, min: number, max: number) => min + random.next() * (max - min);

/** Paint colours of cars and bikes: mostly white, black, grey and silver, as on a real road. */
export const PAINTS = ['#f4f4f2', '#1d1f22', '#8d949b', '#c3c8cc', '#b3202a', '#1f4e8c', '#2d5f3f', '#6b6f75', '#d9d3c3', '#7a1f2b'];
export const WOODS = ['#8a5a36', '#a9744a', '#6e4527', '#c89a6a'];
export const FABRICS = ['#4a5a73', '#7b6f63', '#9aa3a8', '#3f4a3c', '#a35d4b', '#d8cfc0', '#2f3742', '#6a4e7a'];

export const shadow = (cx: number, cy: number, rx: number, ry = rx / 9) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.22"/>`;

/** A backdrop of a product photo: a wall and a table top meeting at `horizon`. */
export function studio(random: Random, horizon = 470): string {
  const h = random.int(0, 359);
  const wall = hsl(h, between(random, 5, 25), between(random, 82, 93));
  const table = pick(random, ['#d8c3a5', '#b98b5e', '#e7e3dc', '#9c7b5b', '#cfd3d6']);
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${hsl(h, 10, 70)}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${table}"/>
  <rect y="${horizon}" width="${W}" height="14" fill="#000" fill-opacity="0.08"/>`;
}

/** A room: a painted wall, a floor, a skirting board, sometimes a window or a framed picture. */
export function room(random: Random, floorAt = 560): string {
  const wall = hsl(random.int(20, 220), between(random, 10, 35), between(random, 78, 90));
  const floor = pick(random, WOODS);
  const x = random.int(60, 140);
  const extra =
    random.next() < 0.5
      ? `<rect x="${x}" y="110" width="170" height="220" fill="#cfe6f5" stroke="#fff" stroke-width="12"/><line x1="${x + 85}" y1="110" x2="${x + 85}" y2="330" stroke="#fff" stroke-width="8"/>`
      : `<rect x="${random.int(620, 720)}" y="120" width="160" height="110" fill="${hsl(random.int(0, 359), 40, 60)}" stroke="#3a3a3a" stroke-width="8"/>`;
  return `<rect width="${W}" height="${H}" fill="${wall}"/>${extra}<rect y="${floorAt}" width="${W}" height="${H - floorAt}" fill="${floor}"/>
  <rect y="${floorAt - 12}" width="${W}" height="12" fill="#fff" fill-opacity="0.7"/>`;
}

/** Outdoors: a sky, far hills, and the ground (a road, grass or a field) from `groundAt` down. */
export function outdoor(random: Random, ground: 'road' | 'grass' | 'field' | 'snow' = 'road', groundAt = 520): string {
  const dusk = random.next() < 0.2;
  const sky = dusk ? ['#f4b183', '#f8e1c2'] : ['#7fb2e5', '#d9ecf8'];
  const hill = hsl(between(random, 90, 140), 25, between(random, 45, 60));
  const y1 = groundAt - random.int(60, 140);
  const y2 = groundAt - random.int(40, 110);
  const colours = { road: '#5d6166', grass: '#6fa24a', field: '#c9b458', snow: '#f2f5f8' };
  const lines =
    ground === 'road'
      ? `<rect y="${groundAt}" width="${W}" height="24" fill="#9a9d9f"/><g fill="#f4f4f4">${[0, 1, 2, 3, 4].map((i) => `<rect x="${i * 220 + random.int(0, 60)}" y="${groundAt + 120}" width="120" height="12"/>`).join('')}</g>`
      : ground === 'field'
        ? `<g stroke="#a8923f" stroke-width="6">${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${i * 190 - 100}" y1="${H}" x2="${W / 2 + (i - 2.5) * 40}" y2="${groundAt}"/>`).join('')}</g>`
        : '';
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M0 ${y1} Q ${W * 0.3} ${y1 - 90} ${W * 0.55} ${y2} T ${W} ${y1} V ${groundAt} H 0 Z" fill="${ground === 'snow' ? '#dfe6ee' : hill}"/>
  <rect y="${groundAt}" width="${W}" height="${H - groundAt}" fill="${colours[ground]}"/>${lines}`;
}

/**
 * The SVG of one view: 0 the whole object, 1 the other side (mirrored, a step closer), 2 a close-up of its focus.
 * Drawers that draw their own views (a flat's façade, then a room) get the view number too.
 */
export function compose(draw: Drawer, random: Random, view: number): string {
  const shot = draw(random, view);
  let transform = '';
  if (shot.own) view = 0;
  if (view === 1) transform = `translate(${W / 2} ${H / 2}) scale(-1.06 1.06) translate(${-W / 2} ${-H / 2})`;
  if (view >= 2) {
    const zoom = 1.9;
    const clamp = (v: number, size: number) => Math.min(Math.max(v, size / (2 * zoom)), size - size / (2 * zoom));
    const fx = clamp(shot.focus?.[0] ?? W / 2, W);
    const fy = clamp(shot.focus?.[1] ?? H / 2, H);
    transform = `translate(${W / 2} ${H / 2}) scale(${zoom}) translate(${-fx} ${-fy})`;
  }
  const body = transform ? `<g transform="${transform}">${shot.bg}${shot.obj}</g>` : `${shot.bg}${shot.obj}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
