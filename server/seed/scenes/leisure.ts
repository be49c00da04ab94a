import { hsl, outdoor, pick, room, shadow, WOODS, type Drawer } from './kit';

const spokes = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1b1b1b" stroke-width="16"/>` +
  Array.from({ length: 12 }, (_, i) => `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos((i * Math.PI) / 6) * r}" y2="${cy + Math.sin((i * Math.PI) / 6) * r}" stroke="#999" stroke-width="3"/>`).join('');

/** A bicycle from the side. */
export const bicycle: Drawer = (random) => {
  const c = pick(random, ['#b3202a', '#1f4e8c', '#1d1f22', '#2d7a3a', '#f2a900', '#e8e8e8']);
  const obj = `${shadow(480, 630, 300, 14)}${spokes(290, 520, 115)}${spokes(680, 520, 115)}
    <path d="M290 520 L420 520 L620 360 L400 360 Z M420 520 L370 320 M620 360 L680 520" fill="none" stroke="${c}" stroke-width="18" stroke-linejoin="round"/>
    <path d="M340 310 L410 310" stroke="#1b1b1b" stroke-width="18" stroke-linecap="round"/><path d="M620 360 L600 290 L650 280" fill="none" stroke="#333" stroke-width="12" stroke-linecap="round"/><circle cx="420" cy="520" r="22" fill="#555"/>`;
  return { bg: outdoor(random, random.next() < 0.5 ? 'grass' : 'road', 560), obj, focus: [440, 420] };
};

/** Fitness: dumbbells in front of a bench. */
export const fitness: Drawer = (random) => {
  const plate = pick(random, ['#1d1f22', '#b3202a', '#1f4e8c']);
  const bell = (x: number, y: number) => `<rect x="${x}" y="${y - 8}" width="180" height="16" fill="#aaa"/><rect x="${x + 10}" y="${y - 45}" width="34" height="90" rx="8" fill="${plate}"/><rect x="${x + 136}" y="${y - 45}" width="34" height="90" rx="8" fill="${plate}"/>`;
  const obj = `${shadow(480, 620, 330, 14)}<rect x="220" y="330" width="520" height="50" rx="20" fill="#1d1f22"/><rect x="260" y="380" width="20" height="160" fill="#666"/><rect x="680" y="380" width="20" height="160" fill="#666"/>${bell(230, 620)}${bell(560, 625)}`;
  return { bg: room(random, 560), obj, focus: [330, 610] };
};

/** A pair of skis and poles on the snow. */
export const skis: Drawer = (random) => {
  const c = hsl(random.int(0, 359), 70, 50);
  const ski = (dx: number) => `<g transform="rotate(-62 ${480 + dx} 400)"><rect x="${180 + dx}" y="385" width="600" height="34" rx="17" fill="${c}"/><rect x="${440 + dx}" y="380" width="80" height="44" rx="8" fill="#222"/></g>`;
  return { bg: outdoor(random, 'snow', 460), obj: `${ski(-40)}${ski(40)}<line x1="300" y1="150" x2="380" y2="660" stroke="#555" stroke-width="8"/><line x1="660" y1="150" x2="580" y2="660" stroke="#555" stroke-width="8"/>`, focus: [480, 400] };
};

/** An acoustic or electric guitar against a wall. */
export const guitar: Drawer = (random) => {
  const wood = pick(random, ['#c98b3b', '#8a4b22', '#1d1f22', '#b3202a']);
  const obj = `<g transform="rotate(${random.int(-25, -10)} 480 420)"><rect x="465" y="40" width="30" height="300" fill="#4a2d17"/><rect x="455" y="10" width="50" height="70" rx="8" fill="#2b1a0e"/>
    <circle cx="480" cy="420" r="110" fill="${wood}"/><circle cx="480" cy="560" r="140" fill="${wood}"/><circle cx="480" cy="450" r="36" fill="#1b1b1b"/>
    <rect x="440" y="580" width="80" height="14" fill="#2b1a0e"/><g stroke="#ddd" stroke-width="2">${[-9, -3, 3, 9].map((d) => `<line x1="${480 + d}" y1="30" x2="${480 + d}" y2="585"/>`).join('')}</g></g>`;
  return { bg: room(random, 660), obj, focus: [480, 470] };
};

/** A digital piano's keyboard. */
export const piano: Drawer = (random) => {
  const white = Array.from({ length: 21 }, (_, i) => `<rect x="${140 + i * 32}" y="360" width="30" height="170" fill="#fafafa" stroke="#999"/>`).join('');
  const black = Array.from({ length: 21 }, (_, i) => ([0, 1, 3, 4, 5].includes(i % 7) && i < 20 ? `<rect x="${160 + i * 32}" y="360" width="22" height="105" fill="#111"/>` : '')).join('');
  const obj = `${shadow(480, 640, 380, 14)}<rect x="110" y="280" width="740" height="270" rx="16" fill="${pick(random, ['#1d1f22', '#f4f4f2', '#6e4527'])}"/>${white}${black}<rect x="180" y="550" width="20" height="90" fill="#333"/><rect x="760" y="550" width="20" height="90" fill="#333"/>`;
  return { bg: room(random, 600), obj, focus: [350, 420] };
};

/** A stack of books and a shelf of spines (no titles on them). */
export const books: Drawer = (random) => {
  let x = 140;
  const spines: string[] = [];
  while (x < 820) {
    const w = random.int(34, 70);
    const h = random.int(220, 320);
    spines.push(`<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="${hsl(random.int(0, 359), 45, random.int(25, 60))}"/><rect x="${x + 6}" y="${580 - h}" width="${w - 12}" height="8" fill="#e3c16f"/>`);
    x += w + 4;
  }
  return { bg: `${room(random, 600)}<rect x="110" y="560" width="740" height="24" fill="${pick(random, WOODS)}"/>`, obj: spines.join(''), focus: [300, 420] };
};

/** Old coins on a cloth. */
export const coins: Drawer = (random) => {
  const list = Array.from({ length: 11 }, () => {
    const x = random.int(180, 780);
    const y = random.int(180, 560);
    const r = random.int(40, 70);
    const c = pick(random, ['#c9a227', '#b87333', '#c0c0c0']);
    return `<circle cx="${x}" cy="${y + 6}" r="${r}" fill="#000" fill-opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="4"/><path d="M${x - r * 0.4} ${y + r * 0.2} Q${x} ${y - r * 0.5} ${x + r * 0.4} ${y + r * 0.2}" stroke="#000" stroke-opacity="0.25" stroke-width="5" fill="none"/>`;
  }).join('');
  return { bg: `<rect width="960" height="720" fill="${hsl(random.int(0, 40), 40, 25)}"/>`, obj: list, focus: [480, 360] };
};

/** A dog sitting on grass. */
export const dog: Drawer = (random) => {
  const fur = pick(random, ['#e3c16f', '#2b2118', '#8a5a36', '#f1e2cc', '#c98b3b']);
  const obj = `${shadow(480, 640, 200, 16)}<ellipse cx="480" cy="520" rx="150" ry="120" fill="${fur}"/><rect x="400" y="560" width="40" height="80" rx="16" fill="${fur}"/><rect x="520" y="560" width="40" height="80" rx="16" fill="${fur}"/>
    <path d="M620 560 Q700 520 690 460" stroke="${fur}" stroke-width="26" fill="none" stroke-linecap="round"/><ellipse cx="480" cy="320" rx="100" ry="90" fill="${fur}"/><ellipse cx="480" cy="380" rx="55" ry="42" fill="${fur}" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>
    <path d="M390 280 Q350 330 375 400 Q405 380 410 300 Z M570 280 Q610 330 585 400 Q555 380 550 300 Z" fill="#000" fill-opacity="0.3"/><circle cx="445" cy="310" r="11" fill="#1b1b1b"/><circle cx="515" cy="310" r="11" fill="#1b1b1b"/>
    <ellipse cx="480" cy="365" rx="20" ry="14" fill="#1b1b1b"/><path d="M470 400 Q480 420 490 400" fill="#e07a7a"/><rect x="420" y="420" width="120" height="16" rx="8" fill="${hsl(random.int(0, 359), 70, 45)}"/>`;
  return { bg: outdoor(random, 'grass', 480), obj, focus: [480, 340] };
};

/** A cat sitting on a cushion. */
export const cat: Drawer = (random) => {
  const fur = pick(random, ['#8d949b', '#2b2118', '#e3a35f', '#f1ece4', '#6b6f75']);
  const obj = `<ellipse cx="480" cy="610" rx="220" ry="40" fill="${hsl(random.int(0, 359), 40, 55)}"/><ellipse cx="480" cy="500" rx="120" ry="120" fill="${fur}"/><path d="M590 560 Q690 560 670 470" stroke="${fur}" stroke-width="24" fill="none" stroke-linecap="round"/>
    <circle cx="480" cy="340" r="85" fill="${fur}"/><path d="M410 300 L420 220 L460 275 Z M550 300 L540 220 L500 275 Z" fill="${fur}"/><path d="M420 285 L425 240 L448 272 Z M540 285 L535 240 L512 272 Z" fill="#e8a0a8"/>
    <ellipse cx="450" cy="335" rx="14" ry="18" fill="#7ac74f"/><ellipse cx="510" cy="335" rx="14" ry="18" fill="#7ac74f"/><ellipse cx="450" cy="335" rx="4" ry="14" fill="#111"/><ellipse cx="510" cy="335" rx="4" ry="14" fill="#111"/>
    <path d="M472 368 L488 368 L480 378 Z" fill="#e8a0a8"/><g stroke="#fff" stroke-width="2">${[-1, 1].map((s) => `<line x1="${480 + s * 20}" y1="382" x2="${480 + s * 90}" y2="370"/><line x1="${480 + s * 20}" y1="388" x2="${480 + s * 90}" y2="395"/>`).join('')}</g>`;
  return { bg: room(random, 620), obj, focus: [480, 340] };
};

/** Pet equipment: a carrier with a grille door, a bowl. */
export const petGear: Drawer = (random) => {
  const c = pick(random, ['#8d949b', '#1f4e8c', '#d8cfc0', '#3f4a3c']);
  const obj = `${shadow(440, 620, 260, 14)}<rect x="190" y="300" width="480" height="310" rx="40" fill="${c}"/><rect x="250" y="360" width="200" height="200" rx="20" fill="#333"/>
    <g stroke="#ccc" stroke-width="6">${[0, 1, 2, 3, 4].map((i) => `<line x1="${275 + i * 38}" y1="365" x2="${275 + i * 38}" y2="555"/>`).join('')}</g><rect x="360" y="270" width="160" height="30" rx="12" fill="#333"/>
    <ellipse cx="780" cy="590" rx="90" ry="30" fill="${hsl(random.int(0, 359), 60, 50)}"/>`;
  return { bg: room(random, 580), obj, focus: [350, 460] };
};

/** A lake under mountains: accommodation by the water, or a trip to the mountains. */
export const lake: Drawer = (random, view) => {
  const snow = view === 1 || random.next() < 0.4;
  const peaks = `<path d="M0 400 L180 180 L300 320 L450 120 L620 330 L760 200 L960 400 Z" fill="${hsl(215, 15, 45)}"/>${snow ? '<path d="M400 180 L450 120 L500 180 L470 170 Z M140 230 L180 180 L220 230 Z" fill="#fff"/>' : ''}`;
  const water = `<rect y="400" width="960" height="320" fill="${hsl(200, 60, 45)}"/><g stroke="#fff" stroke-opacity="0.5" stroke-width="4">${Array.from({ length: 8 }, () => {
    const [x, y] = [random.int(0, 900), random.int(430, 700)];
    return `<line x1="${x}" y1="${y}" x2="${x + 70}" y2="${y}"/>`;
  }).join('')}</g>`;
  const houses = Array.from({ length: 4 }, (_, i) => `<rect x="${560 + i * 90}" y="${340 - (i % 2) * 20}" width="70" height="60" fill="#f1ece4"/><path d="M${555 + i * 90} ${340 - (i % 2) * 20} L${595 + i * 90} ${305 - (i % 2) * 20} L${635 + i * 90} ${340 - (i % 2) * 20} Z" fill="#a8432f"/>`).join('');
  return { bg: `<rect width="960" height="720" fill="${hsl(205, 70, 75)}"/><circle cx="${random.int(100, 300)}" cy="110" r="50" fill="#ffe08a"/>`, obj: `${peaks}${water}${houses}`, focus: [680, 360] };
};
