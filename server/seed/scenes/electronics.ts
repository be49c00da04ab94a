import type { Random } from '../random';
import { hsl, pick, room, shadow, studio, type Drawer } from './kit';

/** A screen's picture: a soft wallpaper of colour, or a landscape for a TV. */
const wallpaper = (random: Random, x: number, y: number, w: number, h: number, id: string) => {
  const a = random.int(0, 359);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(a, 70, 55)}"/><stop offset="1" stop-color="${hsl(a + 70, 70, 30)}"/></linearGradient></defs>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.35}" r="${Math.min(w, h) * 0.28}" fill="#fff" fill-opacity="0.18"/>`;
};
const landscape = (random: Random, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${hsl(random.int(190, 215), 70, 65)}"/><circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${h * 0.12}" fill="#ffe08a"/>
   <path d="M${x} ${y + h * 0.75} L${x + w * 0.3} ${y + h * 0.35} L${x + w * 0.55} ${y + h * 0.7} L${x + w * 0.75} ${y + h * 0.5} L${x + w} ${y + h * 0.78} V${y + h} H${x} Z" fill="${hsl(random.int(90, 140), 35, 38)}"/>`;

/** A smartphone on a table, from the front (screen lit) or the back (camera module). */
export const phone: Drawer = (random) => {
  const colour = pick(random, ['#1d1f22', '#e9e6df', '#3b4a6b', '#6b4f8f', '#c9b8a6', '#2f4f4f']);
  const back = random.next() < 0.35;
  const face = back
    ? `<rect x="360" y="110" width="240" height="500" rx="36" fill="${colour}"/><rect x="385" y="135" width="110" height="120" rx="26" fill="#000" fill-opacity="0.25"/>
       <circle cx="418" cy="168" r="24" fill="#111" stroke="#777" stroke-width="5"/><circle cx="462" cy="222" r="24" fill="#111" stroke="#777" stroke-width="5"/><circle cx="462" cy="168" r="8" fill="#ffe9b0"/>`
    : `<rect x="360" y="110" width="240" height="500" rx="36" fill="${colour}"/><rect x="370" y="120" width="220" height="480" rx="28" fill="#000"/>
       ${wallpaper(random, 378, 128, 204, 464, 'scr')}<circle cx="480" cy="146" r="8" fill="#000"/>
       <g fill="#fff" fill-opacity="0.75">${[0, 1, 2, 3].map((i) => `<rect x="${396 + i * 46}" y="520" width="32" height="32" rx="9"/>`).join('')}</g>`;
  return { bg: studio(random, 300), obj: `${shadow(492, 612, 130, 14)}${face}`, focus: [480, back ? 190 : 160] };
};

/** An open laptop on a desk. */
export const laptop: Drawer = (random) => {
  const shell = pick(random, ['#b9bdc2', '#2b2d31', '#d8d4cc', '#3c4350']);
  const keys = Array.from({ length: 4 }, (_, row) => Array.from({ length: 12 }, (_, k) => `<rect x="${318 + k * 27 + row * 4}" y="${492 + row * 20}" width="22" height="14" rx="3"/>`).join('')).join('');
  const obj = `${shadow(480, 600, 300, 18)}<rect x="290" y="160" width="380" height="260" rx="14" fill="${shell}"/><rect x="304" y="174" width="352" height="232" fill="#000"/>
    ${wallpaper(random, 310, 180, 340, 220, 'lap')}<path d="M250 590 L290 470 L670 470 L710 590 Z" fill="${shell}"/><path d="M250 590 L710 590 L700 602 L260 602 Z" fill="#000" fill-opacity="0.3"/>
    <g fill="#222" fill-opacity="0.8">${keys}</g><rect x="425" y="572" width="110" height="14" rx="4" fill="#000" fill-opacity="0.15"/>`;
  return { bg: studio(random, 420), obj, focus: [480, 300] };
};

/** A desktop computer: a monitor, the tower beside it and a keyboard. */
export const desktop: Drawer = (random) => {
  const tower = pick(random, ['#1d1f22', '#e9e9e9', '#2b2d31']);
  const obj = `${shadow(480, 590, 360, 18)}<rect x="170" y="150" width="460" height="290" rx="12" fill="#111"/>${wallpaper(random, 184, 164, 432, 262, 'mon')}
    <rect x="380" y="440" width="40" height="90" fill="#333"/><rect x="320" y="525" width="160" height="16" rx="6" fill="#333"/>
    <rect x="670" y="220" width="150" height="340" rx="10" fill="${tower}"/><rect x="690" y="250" width="110" height="180" rx="6" fill="${hsl(random.int(180, 300), 80, 55)}" fill-opacity="0.5"/><circle cx="745" cy="470" r="10" fill="#7dd3fc"/>
    <rect x="230" y="560" width="340" height="40" rx="8" fill="#2b2d31"/>`;
  return { bg: studio(random, 520), obj, focus: [400, 300] };
};

/** Computer equipment: a monitor on its stand or a keyboard and a mouse. */
export const peripherals: Drawer = (random) => {
  const keyboard = random.next() < 0.5;
  const obj = keyboard
    ? `${shadow(480, 520, 330, 16)}<rect x="170" y="380" width="560" height="170" rx="16" fill="#2b2d31"/>${Array.from({ length: 5 }, (_, r) => Array.from({ length: 14 }, (_, k) => `<rect x="${186 + k * 38}" y="${394 + r * 30}" width="32" height="24" rx="4" fill="${hsl(random.int(0, 359), 10, 85)}"/>`).join('')).join('')}
       <ellipse cx="800" cy="460" rx="45" ry="70" fill="#3a3d42"/><line x1="800" y1="395" x2="800" y2="440" stroke="#111" stroke-width="4"/>`
    : `${shadow(480, 600, 220, 14)}<rect x="140" y="110" width="680" height="400" rx="14" fill="#111"/>${wallpaper(random, 156, 126, 648, 368, 'mon')}<rect x="450" y="510" width="60" height="80" fill="#444"/><rect x="370" y="585" width="220" height="18" rx="8" fill="#444"/>`;
  return { bg: studio(random, 480), obj, focus: [480, 440] };
};

/** A flat TV on a low cabinet in a living room. */
export const tv: Drawer = (random) => {
  const obj = `${shadow(480, 650, 360, 14)}<rect x="180" y="560" width="600" height="90" rx="6" fill="${pick(random, ['#6e4527', '#e8e4dc', '#2b2d31'])}"/>
    <rect x="150" y="170" width="660" height="375" rx="8" fill="#0d0d0d"/>${landscape(random, 162, 182, 636, 351)}<rect x="440" y="545" width="80" height="16" fill="#222"/>`;
  return { bg: room(random, 620), obj, focus: [300, 360] };
};

/** A portable speaker, or a pair of bookshelf speakers. */
export const speaker: Drawer = (random) => {
  const colour = pick(random, ['#1d1f22', '#1f4e8c', '#b3202a', '#2d5f3f', '#6b4f8f']);
  const dots = Array.from({ length: 6 }, (_, r) => Array.from({ length: 22 }, (_, k) => `<circle cx="${270 + k * 20}" cy="${400 + r * 20}" r="4"/>`).join('')).join('');
  const obj = `${shadow(480, 530, 280, 16)}<rect x="230" y="360" width="500" height="170" rx="85" fill="${colour}"/><g fill="#000" fill-opacity="0.35">${dots}</g>
    <rect x="200" y="380" width="50" height="130" rx="20" fill="#222"/><rect x="710" y="380" width="50" height="130" rx="20" fill="#222"/>`;
  return { bg: studio(random, 470), obj, focus: [300, 440] };
};

/** A camera with its lens. */
export const camera: Drawer = (random) => {
  const obj = `${shadow(480, 560, 260, 16)}<rect x="260" y="300" width="440" height="250" rx="30" fill="#1d1f22"/><path d="M400 300 L430 240 L540 240 L570 300 Z" fill="#1d1f22"/>
    <rect x="270" y="310" width="70" height="230" rx="26" fill="#2e3135"/><circle cx="500" cy="430" r="105" fill="#2b2d31"/><circle cx="500" cy="430" r="80" fill="#111" stroke="#555" stroke-width="6"/>
    <circle cx="500" cy="430" r="48" fill="${hsl(random.int(200, 280), 50, 25)}"/><circle cx="478" cy="408" r="14" fill="#fff" fill-opacity="0.5"/><rect x="620" y="280" width="40" height="20" rx="4" fill="#b3202a"/>`;
  return { bg: studio(random, 480), obj, focus: [500, 430] };
};

/** A games console standing upright beside its controller. */
export const console_: Drawer = (random) => {
  const shell = pick(random, ['#f2f2f2', '#1d1f22', '#e4e4e4']);
  const obj = `${shadow(480, 590, 320, 16)}<path d="M300 140 Q380 120 410 160 L420 580 L290 580 Z" fill="${shell}" stroke="#bbb" stroke-width="3"/><rect x="340" y="150" width="30" height="430" fill="#111"/>
    <path d="M520 470 Q560 430 640 440 L700 440 Q780 430 810 480 Q840 560 790 580 Q760 590 730 550 L610 550 Q580 590 550 580 Q500 560 520 470 Z" fill="${shell}" stroke="#333" stroke-width="4"/>
    <circle cx="600" cy="490" r="18" fill="#333"/><circle cx="730" cy="510" r="18" fill="#333"/><g fill="${hsl(random.int(0, 359), 60, 50)}"><circle cx="760" cy="470" r="8"/><circle cx="780" cy="490" r="8"/></g>`;
  return { bg: room(random, 590), obj, focus: [660, 500] };
};

/** Video games: a few boxed games fanned out, their covers pictures. */
export const games: Drawer = (random) => {
  const boxes = [0, 1, 2].map((i) => {
    const h = random.int(0, 359);
    return `<g transform="rotate(${(i - 1) * 12} ${480 + (i - 1) * 150} 600)"><rect x="${380 + (i - 1) * 150}" y="200" width="200" height="280" rx="10" fill="${pick(random, ['#1f4e8c', '#0b6b3a', '#1d1f22'])}"/>
      <rect x="395" y="240" width="170" height="225" fill="${hsl(h, 60, 45)}" transform="translate(${(i - 1) * 150} 0)"/><circle cx="${480 + (i - 1) * 150}" cy="340" r="50" fill="${hsl(h + 150, 70, 60)}"/></g>`;
  });
  return { bg: studio(random, 520), obj: `${shadow(480, 560, 300, 16)}${boxes.join('')}`, focus: [480, 340] };
};
