import { FABRICS, hsl, pick, room, shadow, studio, type Drawer } from './kit';

const hanger = '<path d="M480 150 Q480 120 500 120 Q520 120 515 140 M480 150 L370 200 M480 150 L590 200" stroke="#555" stroke-width="6" fill="none"/>';
const rail = '<rect x="0" y="110" width="960" height="10" fill="#888"/>';

/** A shirt or a T-shirt on a hanger. */
export const shirt: Drawer = (random) => {
  const c = pick(random, [...FABRICS, '#f4f4f2', '#1f4e8c', '#b3202a']);
  const stripes = random.next() < 0.3 ? Array.from({ length: 9 }, (_, i) => `<rect x="${340 + i * 32}" y="190" width="10" height="420" fill="#fff" fill-opacity="0.35"/>`).join('') : '';
  const obj = `${hanger}<path d="M370 190 L300 250 L250 380 L320 405 L345 330 L345 610 L615 610 L615 330 L640 405 L710 380 L660 250 L590 190 Q480 240 370 190 Z" fill="${c}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>${stripes}
    <path d="M440 200 L480 250 L520 200" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="4"/><g fill="#000" fill-opacity="0.3">${[290, 350, 410, 470, 530].map((y) => `<circle cx="480" cy="${y}" r="6"/>`).join('')}</g>`;
  return { bg: room(random, 700) + rail, obj, focus: [480, 260] };
};

/** A dress on a hanger. */
export const dress: Drawer = (random) => {
  const c = pick(random, ['#b3202a', '#1d1f22', '#1f4e8c', '#6a4e7a', '#d8a7b1', '#2d5f3f']);
  const obj = `${hanger}<path d="M410 180 L400 330 Q380 360 390 380 L290 640 L670 640 L570 380 Q580 360 560 330 L550 180 Q480 230 410 180 Z" fill="${c}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>
    <rect x="392" y="360" width="176" height="20" fill="#000" fill-opacity="0.2"/><path d="M360 600 Q480 630 600 600" stroke="#000" stroke-opacity="0.15" stroke-width="4" fill="none"/>`;
  return { bg: room(random, 700) + rail, obj, focus: [480, 300] };
};

/** A quilted winter jacket with a hood. */
export const jacket: Drawer = (random) => {
  const c = pick(random, ['#1d1f22', '#2f3742', '#b3202a', '#3f4a3c', '#d8cfc0', '#1f4e8c']);
  const quilt = [260, 320, 380, 440, 500, 560].map((y) => `<line x1="335" y1="${y}" x2="625" y2="${y}" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>`).join('');
  const obj = `${hanger}<path d="M380 180 L290 240 L240 560 L320 580 L345 360 L345 620 L615 620 L615 360 L640 580 L720 560 L670 240 L580 180 Z" fill="${c}"/>${quilt}
    <path d="M400 180 Q480 120 560 180 Q480 220 400 180 Z" fill="${c}" stroke="#000" stroke-opacity="0.3" stroke-width="4"/><line x1="480" y1="200" x2="480" y2="620" stroke="#ccc" stroke-width="6"/>`;
  return { bg: room(random, 700) + rail, obj, focus: [480, 300] };
};

/** A man's suit jacket with a tie. */
export const suit: Drawer = (random) => {
  const c = pick(random, ['#1f2a44', '#2b2d31', '#4a4f57', '#3b3326']);
  const obj = `${hanger}<path d="M380 185 L300 240 L260 580 L335 590 L350 380 L350 630 L610 630 L610 380 L625 590 L700 580 L660 240 L580 185 Z" fill="${c}"/>
    <path d="M440 195 L480 380 L520 195 Z" fill="#f4f4f2"/><path d="M472 210 L488 210 L496 360 L480 380 L464 360 Z" fill="${hsl(random.int(0, 359), 50, 40)}"/>
    <path d="M380 185 L440 195 L470 400 L420 300 Z M580 185 L520 195 L490 400 L540 300 Z" fill="#000" fill-opacity="0.25"/><g fill="#111">${[450, 510].map((y) => `<circle cx="500" cy="${y}" r="7"/>`).join('')}</g>`;
  return { bg: room(random, 700) + rail, obj, focus: [480, 300] };
};

/** A trainer from the side. */
export const shoe: Drawer = (random) => {
  const c = pick(random, ['#f4f4f2', '#1d1f22', '#1f4e8c', '#b3202a', '#8d949b']);
  const obj = `${shadow(480, 560, 280, 16)}<path d="M220 530 L220 450 Q240 370 330 360 L420 330 Q470 320 520 380 L650 440 Q740 460 750 500 L750 530 Z" fill="${c}" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>
    <path d="M210 525 L760 525 Q765 555 740 560 L230 560 Q205 555 210 525 Z" fill="#f4f4f2" stroke="#bbb" stroke-width="3"/><path d="M300 470 Q460 500 640 450" stroke="${hsl(random.int(0, 359), 70, 50)}" stroke-width="18" fill="none" stroke-linecap="round"/>
    <g stroke="#fff" stroke-width="6">${[0, 1, 2, 3].map((i) => `<line x1="${420 + i * 28}" y1="${345 + i * 14}" x2="${445 + i * 28}" y2="${335 + i * 14}"/>`).join('')}</g>`;
  return { bg: studio(random, 470), obj, focus: [560, 430] };
};

/** A pram: the carrycot under its hood, the handle and four wheels. */
export const pram: Drawer = (random) => {
  const c = pick(random, ['#2f3742', '#8d949b', '#6a4e7a', '#3f4a3c', '#c9b8a6', '#1f4e8c']);
  const w = (x: number) => `<circle cx="${x}" cy="580" r="48" fill="#1b1b1b"/><circle cx="${x}" cy="580" r="20" fill="#aaa"/>`;
  const obj = `${shadow(480, 625, 250, 14)}<path d="M290 380 L690 380 Q690 500 560 500 L400 500 Q290 500 290 380 Z" fill="${c}"/><path d="M300 380 Q300 230 470 230 L470 380 Z" fill="${c}" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>
    <path d="M690 380 L760 260 L800 260" stroke="#333" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M400 500 L340 580 M560 500 L620 580" stroke="#333" stroke-width="10"/>${w(340)}${w(620)}`;
  return { bg: room(random, 600), obj, focus: [440, 380] };
};

/** Toys: stacked building bricks and a teddy bear. */
export const toys: Drawer = (random) => {
  const brick = (x: number, y: number) => {
    const c = pick(random, ['#d62828', '#f7b801', '#1f77b4', '#2ca02c', '#f4f4f2']);
    return `<rect x="${x}" y="${y}" width="120" height="60" rx="4" fill="${c}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<rect x="${x + 10 + i * 28}" y="${y - 12}" width="18" height="12" fill="${c}"/>`).join('')}`;
  };
  const bricks = [[180, 520], [300, 520], [240, 460], [420, 520], [360, 460], [300, 400]].map(([x, y]) => brick(x as number, y as number)).join('');
  const fur = pick(random, ['#a9744a', '#c89a6a', '#d8cfc0']);
  const bear = `<circle cx="700" cy="470" r="100" fill="${fur}"/><circle cx="700" cy="330" r="70" fill="${fur}"/><circle cx="645" cy="275" r="28" fill="${fur}"/><circle cx="755" cy="275" r="28" fill="${fur}"/>
    <circle cx="678" cy="320" r="8" fill="#222"/><circle cx="722" cy="320" r="8" fill="#222"/><ellipse cx="700" cy="352" rx="22" ry="16" fill="#f1e2cc"/><circle cx="700" cy="348" r="7" fill="#222"/>`;
  return { bg: studio(random, 480), obj: `${shadow(480, 585, 320, 14)}${bricks}${bear}`, focus: [700, 360] };
};

/** Kids' clothes: a small top and trousers laid flat. */
export const kidsClothes: Drawer = (random) => {
  const a = hsl(random.int(0, 359), 60, 70);
  const b = hsl(random.int(0, 359), 40, 45);
  const obj = `<path d="M230 200 L160 250 L190 320 L230 300 L230 470 L430 470 L430 300 L470 320 L500 250 L430 200 Q330 240 230 200 Z" fill="${a}"/><circle cx="330" cy="340" r="40" fill="#fff" fill-opacity="0.6"/>
    <path d="M560 220 L760 220 L780 560 L690 560 L660 330 L630 560 L540 560 Z" fill="${b}"/><rect x="560" y="220" width="200" height="26" fill="#000" fill-opacity="0.2"/>`;
  return { bg: `<rect width="960" height="720" fill="${hsl(random.int(0, 359), 25, 88)}"/>`, obj, focus: [330, 330] };
};

/** A wristwatch on a table: a round face, ticks and hands (no numerals). */
export const watch: Drawer = (random) => {
  const strap = pick(random, ['#1d1f22', '#6e4527', '#8d949b', '#2f3742']);
  const face = pick(random, ['#111', '#f4f4f2', '#1f3a5f', '#2d5f3f']);
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${480 + Math.cos(a) * 110}" y1="${360 + Math.sin(a) * 110}" x2="${480 + Math.cos(a) * 128}" y2="${360 + Math.sin(a) * 128}" stroke="${face === '#f4f4f2' ? '#222' : '#eee'}" stroke-width="8"/>`;
  }).join('');
  const obj = `${shadow(480, 650, 200, 16)}<rect x="410" y="60" width="140" height="600" rx="30" fill="${strap}"/><circle cx="480" cy="360" r="165" fill="#c9ccd0"/><circle cx="480" cy="360" r="145" fill="${face}"/>${ticks}
    <line x1="480" y1="360" x2="${480 + random.int(-70, 70)}" y2="290" stroke="#ddd" stroke-width="10" stroke-linecap="round"/><line x1="480" y1="360" x2="${480 + random.int(40, 110)}" y2="${360 + random.int(-40, 60)}" stroke="#ddd" stroke-width="7" stroke-linecap="round"/>
    <circle cx="480" cy="360" r="12" fill="#b3202a"/><rect x="640" y="340" width="24" height="40" rx="6" fill="#aaa"/>`;
  return { bg: studio(random, 560), obj, focus: [480, 360] };
};

/** A necklace with a pendant on dark velvet. */
export const necklace: Drawer = (random) => {
  const metal = pick(random, ['#d4d7da', '#e3c16f']);
  const stone = hsl(random.int(0, 359), 70, 50);
  const beads = Array.from({ length: 25 }, (_, i) => {
    const t = (i / 24) * Math.PI;
    return `<circle cx="${480 - Math.cos(t) * 260}" cy="${180 + Math.sin(t) * 250}" r="8" fill="${metal}"/>`;
  }).join('');
  return { bg: `<rect width="960" height="720" fill="${hsl(random.int(200, 340), 35, 18)}"/>`, obj: `${beads}<path d="M480 430 L530 500 L480 580 L430 500 Z" fill="${stone}" stroke="${metal}" stroke-width="8"/>`, focus: [480, 500] };
};

/** Perfume or cosmetics: bottles and jars on a shelf. */
export const bottles: Drawer = (random) => {
  const glass = hsl(random.int(0, 359), 50, 70);
  const obj = `${shadow(480, 600, 300, 14)}<rect x="300" y="300" width="200" height="300" rx="30" fill="${glass}" fill-opacity="0.85" stroke="#fff" stroke-width="6"/><rect x="360" y="240" width="80" height="60" fill="${pick(random, ['#111', '#c9a227', '#c9ccd0'])}"/>
    <rect x="330" y="330" width="60" height="230" rx="20" fill="#fff" fill-opacity="0.3"/><rect x="560" y="430" width="170" height="170" rx="20" fill="${hsl(random.int(0, 359), 30, 85)}"/><rect x="560" y="410" width="170" height="40" rx="10" fill="#c9ccd0"/>
    <rect x="210" y="420" width="60" height="180" rx="14" fill="${hsl(random.int(0, 359), 40, 60)}"/><rect x="222" y="390" width="36" height="30" fill="#eee"/>`;
  return { bg: studio(random, 560), obj, focus: [400, 380] };
};
