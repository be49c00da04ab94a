import { between, FABRICS, hsl, outdoor, pick, room, shadow, WOODS, type Drawer } from './kit';
import type { Random } from '../random';

const kitchen = (random: Random) => {
  const tile = hsl(random.int(0, 359), between(random, 0, 20), between(random, 84, 94));
  const grid = Array.from({ length: 12 }, (_, i) => `<line x1="${i * 80}" y1="0" x2="${i * 80}" y2="600" stroke="#000" stroke-opacity="0.06" stroke-width="3"/><line x1="0" y1="${i * 60}" x2="960" y2="${i * 60}" stroke="#000" stroke-opacity="0.06" stroke-width="3"/>`).join('');
  return `<rect width="960" height="720" fill="${tile}"/>${grid}<rect y="640" width="960" height="80" fill="${pick(random, ['#cfc6b8', '#8d8a86', '#b98b5e'])}"/>`;
};
const metal = (random: Random) => pick(random, ['#f4f4f2', '#f4f4f2', '#c9ccd0', '#2b2d31']);

/** A two-door fridge in a kitchen. */
export const fridge: Drawer = (random) => {
  const c = metal(random);
  const obj = `${shadow(480, 655, 190, 12)}<rect x="330" y="80" width="300" height="570" rx="18" fill="${c}" stroke="#999" stroke-width="3"/><line x1="330" y1="270" x2="630" y2="270" stroke="#888" stroke-width="5"/>
    <rect x="590" y="130" width="14" height="100" rx="7" fill="#888"/><rect x="590" y="300" width="14" height="160" rx="7" fill="#888"/>`;
  return { bg: kitchen(random), obj, focus: [560, 250] };
};

/** A front-loading washing machine. */
export const washer: Drawer = (random) => {
  const obj = `${shadow(480, 655, 190, 12)}<rect x="310" y="250" width="340" height="400" rx="16" fill="#f4f4f2" stroke="#aaa" stroke-width="3"/><rect x="310" y="250" width="340" height="70" rx="16" fill="#e4e4e4"/>
    <circle cx="590" cy="285" r="22" fill="#ccc" stroke="#888" stroke-width="4"/><rect x="340" y="272" width="120" height="26" rx="5" fill="${hsl(random.int(180, 220), 40, 30)}"/>
    <circle cx="480" cy="480" r="125" fill="#d4d7da" stroke="#999" stroke-width="6"/><circle cx="480" cy="480" r="92" fill="#5d7488" stroke="#888" stroke-width="6"/><path d="M420 470 Q480 430 545 470" stroke="#fff" stroke-opacity="0.4" stroke-width="10" fill="none"/>`;
  return { bg: kitchen(random), obj, focus: [480, 480] };
};

/** A cooker: hob, knobs and the oven window. */
export const stove: Drawer = (random) => {
  const c = metal(random);
  const obj = `${shadow(480, 655, 200, 12)}<path d="M300 230 L660 230 L640 190 L320 190 Z" fill="#1d1f22"/><g fill="#3b3e42">${[[380, 200], [470, 215], [560, 200], [600, 220]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="10"/>`).join('')}</g>
    <rect x="300" y="230" width="360" height="420" rx="10" fill="${c}" stroke="#999" stroke-width="3"/><g fill="#666">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${345 + i * 68}" cy="270" r="16"/>`).join('')}</g>
    <rect x="340" y="320" width="280" height="220" rx="14" fill="#1d1f22"/><rect x="360" y="340" width="240" height="180" rx="8" fill="#ff9a3c" fill-opacity="0.35"/><rect x="350" y="300" width="260" height="12" rx="6" fill="#888"/>`;
  return { bg: kitchen(random), obj, focus: [480, 260] };
};

/** A sofa with cushions in a living room. */
export const sofa: Drawer = (random) => {
  const f = pick(random, FABRICS);
  const seats = random.int(2, 3);
  const w = 240 + seats * 150;
  const x0 = 480 - w / 2;
  const cushions = Array.from({ length: seats }, (_, i) => `<rect x="${x0 + 60 + i * ((w - 120) / seats)}" y="430" width="${(w - 120) / seats - 8}" height="70" rx="16" fill="${f}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`).join('');
  const obj = `${shadow(480, 600, w / 2 + 20, 14)}<rect x="${x0 + 30}" y="300" width="${w - 60}" height="170" rx="30" fill="${f}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>${cushions}
    <rect x="${x0}" y="380" width="80" height="200" rx="28" fill="${f}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/><rect x="${x0 + w - 80}" y="380" width="80" height="200" rx="28" fill="${f}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>
    <rect x="${x0 + 60}" y="495" width="${w - 120}" height="80" rx="10" fill="${f}"/><rect x="${x0 + 60}" y="495" width="${w - 120}" height="80" rx="10" fill="#000" fill-opacity="0.12"/>
    <rect x="${x0 + 95}" y="340" width="90" height="80" rx="20" fill="${hsl(random.int(0, 359), 50, 60)}" transform="rotate(-10 ${x0 + 140} 380)"/>
    <rect x="${x0 + 20}" y="575" width="14" height="22" fill="#333"/><rect x="${x0 + w - 34}" y="575" width="14" height="22" fill="#333"/>`;
  return { bg: room(random, 570), obj, focus: [x0 + 140, 420] };
};

/** A dining table and chairs. */
export const table: Drawer = (random) => {
  const wood = pick(random, WOODS);
  const chair = (x: number) => `<rect x="${x}" y="330" width="16" height="260" fill="${wood}"/><rect x="${x}" y="330" width="90" height="16" fill="${wood}"/><rect x="${x - 6}" y="470" width="110" height="20" fill="${wood}"/><rect x="${x + 84}" y="480" width="14" height="110" fill="${wood}"/>`;
  const obj = `${shadow(480, 600, 330, 14)}${chair(160)}${chair(710)}<rect x="240" y="420" width="480" height="26" rx="4" fill="${wood}"/><rect x="270" y="446" width="22" height="150" fill="${wood}"/><rect x="668" y="446" width="22" height="150" fill="${wood}"/>
    <ellipse cx="480" cy="405" rx="50" ry="16" fill="#fff"/><rect x="466" y="340" width="28" height="60" rx="8" fill="${hsl(random.int(0, 359), 40, 55)}"/>`;
  return { bg: room(random, 570), obj, focus: [480, 420] };
};

/** A wardrobe with its doors. */
export const wardrobe: Drawer = (random) => {
  const c = pick(random, ['#f4f4f2', ...WOODS]);
  const doors = random.int(2, 3);
  const w = doors * 130;
  const x0 = 480 - w / 2;
  const obj = `${shadow(480, 600, w / 2 + 10, 10)}<rect x="${x0}" y="90" width="${w}" height="505" fill="${c}" stroke="#777" stroke-width="4"/>${Array.from({ length: doors }, (_, i) => `<rect x="${x0 + i * 130 + 8}" y="100" width="114" height="485" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="3"/><rect x="${x0 + i * 130 + (i % 2 ? 20 : 100)}" y="320" width="8" height="60" rx="4" fill="#888"/>`).join('')}`;
  return { bg: room(random, 590), obj, focus: [480, 330] };
};

/** A block of flats: rows of windows and balconies (view 0), then its rooms: a living room, a bedroom. */
export const flat: Drawer = (random, view) => {
  if (view === 1) return { ...sofa(random, 0), own: true };
  if (view >= 2) return { ...bedroom(random, 0), own: true };
  const wall = pick(random, ['#e8dcc8', '#d9c7b0', '#f1ece4', '#c9d3d9', '#e3cfc3']);
  const floors = random.int(5, 8);
  const fh = 560 / floors;
  const rows = Array.from({ length: floors }, (_, f) =>
    Array.from({ length: 5 }, (_, k) => `<rect x="${215 + k * 110}" y="${110 + f * fh + fh * 0.2}" width="60" height="${fh * 0.5}" fill="#7fa7c4"/><rect x="${205 + k * 110}" y="${110 + f * fh + fh * 0.7}" width="80" height="${fh * 0.12}" fill="#fff" fill-opacity="0.8"/>`).join(''),
  ).join('');
  return { bg: outdoor(random, 'grass', 650), obj: `<rect x="180" y="90" width="600" height="580" fill="${wall}" stroke="#999" stroke-width="3"/><rect x="170" y="80" width="620" height="20" fill="#777"/>${rows}`, focus: [400, 300] };
};

/** A bedroom, for flats and rooms to rent. */
export const bedroom: Drawer = (random) => {
  const f = pick(random, FABRICS);
  const obj = `${shadow(480, 610, 300, 14)}<rect x="210" y="330" width="40" height="270" fill="${pick(random, WOODS)}"/><rect x="230" y="470" width="520" height="110" rx="10" fill="#f4f1ea"/>
    <rect x="420" y="450" width="340" height="130" rx="14" fill="${f}"/><rect x="260" y="430" width="130" height="60" rx="22" fill="#fff" stroke="#ddd" stroke-width="3"/><rect x="230" y="575" width="530" height="24" fill="${pick(random, WOODS)}"/>
    <rect x="780" y="470" width="90" height="120" fill="${pick(random, WOODS)}"/><path d="M805 470 L845 470 L835 420 L815 420 Z" fill="#f4e3b5"/>`;
  return { bg: room(random, 600), obj, focus: [330, 470] };
};

/** A house with a pitched roof, a garden and a fence; then its living room. */
export const house: Drawer = (random, view) => {
  if (view >= 1) return { ...(view === 1 ? sofa(random, 0) : table(random, 0)), own: true };
  const wall = pick(random, ['#f1ece4', '#e8dcc8', '#d9b99b', '#f3e2c7']);
  const roof = pick(random, ['#a8432f', '#7d3b2a', '#5b5e63']);
  const two = random.next() < 0.6;
  const top = two ? 230 : 340;
  const windows = [0, 1, 2].map((k) => `<rect x="${290 + k * 140}" y="${top + 50}" width="80" height="80" fill="#7fa7c4" stroke="#fff" stroke-width="8"/>`).join('');
  const obj = `<path d="M230 ${top} L480 ${top - 150} L730 ${top} Z" fill="${roof}"/><rect x="640" y="${top - 140}" width="40" height="90" fill="${roof}"/>
    <rect x="260" y="${top}" width="440" height="${610 - top}" fill="${wall}"/>${two ? windows : ''}<rect x="450" y="490" width="70" height="120" fill="${pick(random, WOODS)}"/>
    <rect x="300" y="500" width="90" height="70" fill="#7fa7c4" stroke="#fff" stroke-width="8"/><rect x="580" y="500" width="90" height="70" fill="#7fa7c4" stroke="#fff" stroke-width="8"/>
    <g fill="#fff">${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 62}" y="600" width="18" height="70"/>`).join('')}<rect y="620" width="960" height="10"/></g>
    <circle cx="${between(random, 110, 170)}" cy="470" r="80" fill="${hsl(110, 40, 35)}"/><rect x="130" y="520" width="20" height="90" fill="#6e4527"/>`;
  return { bg: outdoor(random, 'grass', 600), obj, focus: [480, 540] };
};

/** Business premises: a ground-floor shop front in glass, or an office tower. */
export const office: Drawer = (random) => {
  const frame = pick(random, ['#2b2d31', '#6b6f75', '#8a5a36']);
  const panes = Array.from({ length: 6 }, (_, r) => Array.from({ length: 8 }, (_, k) => `<rect x="${212 + k * 68}" y="${80 + r * 62}" width="60" height="54" fill="${hsl(205, 40, between(random, 55, 75))}"/>`).join('')).join('');
  const obj = `<rect x="200" y="70" width="560" height="580" fill="${frame}"/>${panes}<rect x="212" y="460" width="536" height="190" fill="#cfe6f5" fill-opacity="0.85"/><rect x="440" y="500" width="80" height="150" fill="${frame}"/>
    <rect x="200" y="440" width="560" height="20" fill="${hsl(random.int(0, 359), 50, 45)}"/>`;
  return { bg: outdoor(random, 'road', 650), obj, focus: [480, 520] };
};

/** A building plot: grass, a few boundary posts and hills behind. */
export const plot: Drawer = (random) => {
  const posts = Array.from({ length: 9 }, (_, i) => `<rect x="${80 + i * 100}" y="${500 + (i % 2) * 6}" width="10" height="60" fill="#b3202a"/>`).join('');
  const trees = Array.from({ length: 3 }, () => {
    const x = random.int(80, 880);
    return `<circle cx="${x}" cy="400" r="${random.int(30, 50)}" fill="${hsl(110, 35, 30)}"/><rect x="${x - 6}" y="420" width="12" height="40" fill="#6e4527"/>`;
  }).join('');
  return { bg: outdoor(random, 'grass', 450), obj: `${trees}${posts}<path d="M80 530 L880 530" stroke="#fff" stroke-width="3" stroke-dasharray="14 10"/>`, focus: [480, 520] };
};
