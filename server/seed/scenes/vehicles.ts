import { hsl, outdoor, PAINTS, pick, shadow, studio, type Drawer } from './kit';

const wheel = (cx: number, cy: number, r: number, rim = '#c9ccd0') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1b1b"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${rim}"/>` +
  [0, 72, 144, 216, 288].map((a) => `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos((a * Math.PI) / 180) * r * 0.58}" y2="${cy + Math.sin((a * Math.PI) / 180) * r * 0.58}" stroke="#6d7176" stroke-width="${r * 0.12}"/>`).join('') +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="#44484d"/>`;

/** A car from the side, in one of four bodies, on a road. */
export const car: Drawer = (random) => {
  const body = pick(random, ['sedan', 'hatch', 'suv', 'estate'] as const);
  const paint = pick(random, PAINTS);
  const suv = body === 'suv';
  const belt = suv ? 390 : 410;
  const roof = suv ? 265 : 300;
  const bottom = 530;
  const [hood, roofF, roofR, rearBase] = ({ sedan: [330, 410, 600, 700], hatch: [330, 400, 690, 775], suv: [300, 370, 735, 790], estate: [330, 400, 745, 790] } as const)[body];
  const rx = 800;
  const wr = suv ? 66 : 58;
  const path = `M160 ${bottom - 20} Q160 ${belt + 15} 205 ${belt + 5} L${hood} ${belt} L${roofF} ${roof + 8} Q${roofF + 12} ${roof} ${roofF + 30} ${roof} L${roofR - 20} ${roof} Q${roofR} ${roof} ${roofR + 12} ${roof + 12} L${rearBase} ${belt} L${rx - 15} ${belt + 8} Q${rx} ${belt + 15} ${rx} ${belt + 45} L${rx} ${bottom - 15} Q${rx} ${bottom} ${rx - 20} ${bottom} L180 ${bottom} Q160 ${bottom} 160 ${bottom - 20} Z`;
  const mid = (roofF + roofR) / 2 + 10;
  const glass = `<path d="M${hood + 22} ${belt - 6} L${roofF + 8} ${roof + 14} L${mid - 8} ${roof + 14} L${mid - 8} ${belt - 6} Z" fill="#26323d" fill-opacity="0.85"/>
    <path d="M${mid + 8} ${roof + 14} L${roofR - 8} ${roof + 14} L${rearBase - 26} ${belt - 6} L${mid + 8} ${belt - 6} Z" fill="#26323d" fill-opacity="0.85"/>`;
  const obj = `${shadow(480, bottom + 8, 360, 22)}<path d="${path}" fill="${paint}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>${glass}
    <line x1="${mid}" y1="${belt + 5}" x2="${mid}" y2="${bottom - 20}" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>
    <rect x="${mid - 50}" y="${belt + 30}" width="30" height="8" rx="4" fill="#000" fill-opacity="0.35"/><rect x="${mid + 40}" y="${belt + 30}" width="30" height="8" rx="4" fill="#000" fill-opacity="0.35"/>
    <rect x="165" y="${belt + 22}" width="34" height="16" rx="6" fill="#fff6c8"/><rect x="${rx - 16}" y="${belt + 20}" width="14" height="22" rx="4" fill="#c1121f"/>
    <circle cx="265" cy="${bottom}" r="${wr + 8}" fill="#151515"/><circle cx="${rx - 110}" cy="${bottom}" r="${wr + 8}" fill="#151515"/>
    ${wheel(265, bottom, wr)}${wheel(rx - 110, bottom, wr)}`;
  return { bg: outdoor(random, 'road', 470), obj, focus: [265, bottom - 20] };
};

/** A motorcycle or a scooter from the side. */
export const motorcycle: Drawer = (random) => {
  const paint = pick(random, ['#b3202a', '#1f4e8c', '#1d1f22', '#f2a900', '#2d5f3f', '#e8e8e8']);
  const obj = `${shadow(480, 600, 300, 18)}${wheel(300, 540, 82, '#2b2b2b')}${wheel(670, 540, 82, '#2b2b2b')}
    <path d="M300 540 L420 420 L600 420 L670 540" fill="none" stroke="#555" stroke-width="18"/><path d="M640 330 L670 540" stroke="#aaa" stroke-width="16"/>
    <path d="M420 400 Q470 340 560 350 Q610 360 600 420 L430 430 Z" fill="${paint}"/><path d="M330 405 Q380 385 450 395 L440 420 L330 425 Z" fill="#1c1c1c"/>
    <path d="M330 430 Q300 420 280 410" stroke="${paint}" stroke-width="22" stroke-linecap="round"/><rect x="460" y="440" width="110" height="70" rx="12" fill="#4a4d52"/>
    <path d="M470 505 L310 520" stroke="#b9bcc0" stroke-width="16" stroke-linecap="round"/><path d="M625 315 L690 300" stroke="#222" stroke-width="12" stroke-linecap="round"/>
    <circle cx="660" cy="350" r="16" fill="#fff6c8" stroke="#333" stroke-width="4"/>`;
  return { bg: outdoor(random, random.next() < 0.5 ? 'road' : 'grass', 500), obj, focus: [500, 450] };
};

/** A van or a small truck from the side. */
export const van: Drawer = (random) => {
  const paint = pick(random, ['#f4f4f2', '#f4f4f2', '#c3c8cc', '#1f4e8c', '#b3202a']);
  const obj = `${shadow(480, 560, 370, 22)}<path d="M130 525 L130 250 Q130 220 160 220 L640 220 Q690 220 720 270 L790 380 Q820 395 820 430 L820 525 Z" fill="${paint}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
    <path d="M655 245 L705 280 L760 385 L655 385 Z" fill="#26323d" fill-opacity="0.85"/><rect x="430" y="250" width="200" height="110" rx="6" fill="#26323d" fill-opacity="0.8"/>
    <line x1="420" y1="240" x2="420" y2="510" stroke="#000" stroke-opacity="0.25" stroke-width="3"/><line x1="645" y1="240" x2="645" y2="510" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
    <rect x="130" y="470" width="690" height="20" fill="#000" fill-opacity="0.15"/><rect x="800" y="420" width="22" height="26" rx="5" fill="#fff6c8"/>
    <circle cx="260" cy="530" r="70" fill="#151515"/><circle cx="690" cy="530" r="70" fill="#151515"/>${wheel(260, 530, 60)}${wheel(690, 530, 60)}`;
  return { bg: outdoor(random, 'road', 470), obj, focus: [690, 480] };
};

/** Car parts: a set of tyres on alloy rims, or a roof box, on a workshop floor. */
export const carParts: Drawer = (random) => {
  const rim = pick(random, ['#c9ccd0', '#3a3d42', '#a8a9ad']);
  const tyres = [0, 1, 2].map((i) => `<g transform="translate(${250 + i * 230} ${430 - (i % 2) * 30})">${wheel(0, 0, 125, rim)}<circle r="125" fill="none" stroke="#2c2c2c" stroke-width="10" stroke-dasharray="10 8"/></g>`).join('');
  return { bg: studio(random, 520), obj: `${shadow(480, 570, 380, 24)}${tyres}`, focus: [480, 400] };
};

/** A tractor in a field. */
export const tractor: Drawer = (random) => {
  const paint = pick(random, ['#c1121f', '#2d7a3a', '#1f4e8c', '#e07a1f']);
  const obj = `${shadow(480, 590, 340, 20)}<rect x="300" y="390" width="380" height="90" rx="10" fill="${paint}"/><path d="M560 390 L560 240 L700 240 L720 390 Z" fill="${paint}" stroke="#222" stroke-width="6"/>
    <path d="M575 255 L690 255 L705 380 L575 380 Z" fill="#cfe6f5" fill-opacity="0.7"/><rect x="250" y="410" width="80" height="60" rx="8" fill="${paint}"/><rect x="400" y="290" width="16" height="100" fill="#333"/>
    <circle cx="650" cy="500" r="120" fill="#1b1b1b"/><circle cx="650" cy="500" r="62" fill="${hsl(45, 80, 55)}"/><circle cx="650" cy="500" r="18" fill="#333"/>
    <circle cx="330" cy="530" r="70" fill="#1b1b1b"/><circle cx="330" cy="530" r="36" fill="${hsl(45, 80, 55)}"/>`;
  return { bg: outdoor(random, 'field', 450), obj, focus: [650, 480] };
};

