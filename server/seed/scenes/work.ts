import { hsl, outdoor, pick, room, shadow, studio, WOODS, type Drawer } from './kit';

/** A briefcase on an office desk, a laptop beside it: jobs offered and sought. */
export const briefcase: Drawer = (random) => {
  const leather = pick(random, ['#6e4527', '#1d1f22', '#3b3326', '#7a1f2b']);
  const obj = `${shadow(420, 600, 260, 12)}<rect x="120" y="590" width="720" height="30" fill="${pick(random, WOODS)}"/><rect x="240" y="360" width="360" height="230" rx="20" fill="${leather}"/>
    <path d="M370 360 L370 320 Q370 300 390 300 L450 300 Q470 300 470 320 L470 360" fill="none" stroke="${leather}" stroke-width="18"/><rect x="240" y="430" width="360" height="12" fill="#000" fill-opacity="0.25"/>
    <rect x="400" y="425" width="40" height="30" rx="4" fill="#c9a227"/><rect x="650" y="440" width="170" height="110" rx="6" fill="#2b2d31"/><rect x="660" y="450" width="150" height="90" fill="${hsl(random.int(180, 240), 50, 55)}"/><path d="M630 590 L650 550 L820 550 L840 590 Z" fill="#2b2d31"/>`;
  return { bg: room(random, 620), obj, focus: [420, 430] };
};

/** Repairs: tools crossed over a phone under repair. */
export const repairs: Drawer = (random) => {
  const handle = hsl(random.int(0, 359), 70, 45);
  const obj = `${shadow(480, 600, 300, 14)}<rect x="380" y="180" width="200" height="380" rx="28" fill="#1d1f22"/><rect x="395" y="200" width="170" height="340" rx="16" fill="#3a4a5a"/><path d="M420 260 L540 380 M520 250 L430 430" stroke="#fff" stroke-opacity="0.4" stroke-width="5"/>
    <g transform="rotate(35 480 380)"><rect x="150" y="365" width="330" height="30" rx="15" fill="#9aa0a6"/><path d="M130 340 Q100 380 130 420 L170 420 L155 380 L170 340 Z" fill="#9aa0a6"/></g>
    <g transform="rotate(-35 480 380)"><rect x="520" y="365" width="150" height="34" rx="14" fill="${handle}"/><rect x="670" y="375" width="150" height="14" fill="#c9ccd0"/></g>`;
  return { bg: studio(random, 500), obj, focus: [480, 380] };
};

/** Transport and moving: a van with its back doors open and boxes. */
export const moving: Drawer = (random) => {
  const box = (x: number, y: number, s: number) => `<rect x="${x}" y="${y}" width="${s}" height="${s * 0.8}" fill="#c89a6a" stroke="#8a5a36" stroke-width="4"/><rect x="${x + s * 0.42}" y="${y}" width="${s * 0.16}" height="${s * 0.8}" fill="#e3c16f" fill-opacity="0.6"/>`;
  const obj = `${shadow(420, 590, 330, 18)}<rect x="120" y="230" width="520" height="330" rx="14" fill="${pick(random, ['#f4f4f2', '#c3c8cc', '#1f4e8c'])}"/><rect x="140" y="250" width="480" height="290" fill="#3a3d42"/>
    ${box(170, 420, 140)}${box(330, 440, 110)}${box(200, 320, 100)}${box(660, 470, 130)}${box(700, 380, 90)}<circle cx="220" cy="565" r="45" fill="#151515"/><circle cx="540" cy="565" r="45" fill="#151515"/>`;
  return { bg: outdoor(random, 'road', 500), obj, focus: [300, 440] };
};

/** Lessons: a blackboard with chalk lines and shapes (no writing), books and an apple. */
export const lessons: Drawer = (random) => {
  const chalk = Array.from({ length: 5 }, (_, i) => `<path d="M${200 + random.int(0, 40)} ${170 + i * 50} q 60 -20 120 0 t 120 0 t ${random.int(60, 200)} 0" stroke="#fff" stroke-opacity="0.7" stroke-width="5" fill="none"/>`).join('');
  const obj = `<rect x="150" y="110" width="660" height="330" fill="#2f4f3f" stroke="${pick(random, WOODS)}" stroke-width="18"/>${chalk}<circle cx="690" cy="250" r="60" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="5"/>
    <rect x="260" y="540" width="260" height="40" fill="${hsl(random.int(0, 359), 50, 40)}"/><rect x="280" y="500" width="230" height="40" fill="${hsl(random.int(0, 359), 50, 45)}"/><circle cx="620" cy="545" r="38" fill="#c1121f"/><path d="M620 510 q 10 -20 25 -20" stroke="#2d5f3f" stroke-width="6" fill="none"/>
    <rect x="100" y="580" width="760" height="24" fill="${pick(random, WOODS)}"/>`;
  return { bg: room(random, 640), obj, focus: [480, 280] };
};

/** An industrial machine: a gantry over a work table. */
export const machine: Drawer = (random) => {
  const c = pick(random, ['#2d7a3a', '#1f4e8c', '#e07a1f', '#8d949b']);
  const obj = `${shadow(480, 620, 360, 14)}<rect x="150" y="430" width="660" height="180" rx="10" fill="${c}"/><rect x="170" y="400" width="620" height="30" fill="#c9ccd0"/><rect x="220" y="180" width="40" height="250" fill="#555"/><rect x="700" y="180" width="40" height="250" fill="#555"/>
    <rect x="200" y="160" width="560" height="50" fill="${c}"/><rect x="430" y="210" width="90" height="120" fill="#333"/><rect x="465" y="330" width="20" height="50" fill="#aaa"/><rect x="300" y="470" width="180" height="80" rx="8" fill="#000" fill-opacity="0.25"/>`;
  return { bg: `<rect width="960" height="720" fill="#b8bcc0"/><rect y="600" width="960" height="120" fill="#8d9196"/>`, obj, focus: [475, 330] };
};

/** An espresso machine with a cup. */
export const espresso: Drawer = (random) => {
  const c = pick(random, ['#c9ccd0', '#b3202a', '#1d1f22']);
  const obj = `${shadow(480, 600, 260, 12)}<rect x="260" y="180" width="440" height="130" rx="16" fill="${c}"/><rect x="260" y="300" width="440" height="90" fill="#2b2d31"/><rect x="260" y="520" width="440" height="70" rx="10" fill="${c}"/>
    <rect x="300" y="390" width="40" height="130" fill="${c}"/><rect x="620" y="390" width="40" height="130" fill="${c}"/><rect x="420" y="390" width="120" height="36" rx="8" fill="#555"/><rect x="455" y="426" width="50" height="20" fill="#333"/>
    <path d="M440 470 L520 470 L510 520 L450 520 Z" fill="#f4f4f2"/><circle cx="320" cy="245" r="22" fill="#eee"/><circle cx="640" cy="245" r="22" fill="#eee"/>`;
  return { bg: studio(random, 520), obj, focus: [480, 440] };
};

/** A small flock of sheep on a pasture. */
export const sheep: Drawer = (random) => {
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-40" y="20" width="14" height="60" fill="#222"/><rect x="25" y="20" width="14" height="60" fill="#222"/>${[[-40, 0], [0, -20], [40, 0], [-20, 20], [20, 20], [0, 5]].map(([a, b]) => `<circle cx="${a}" cy="${b}" r="40" fill="#f4f1ea"/>`).join('')}<ellipse cx="-85" cy="-5" rx="26" ry="20" fill="#222"/></g>`;
  const flock = Array.from({ length: 5 }, (_, i) => one(random.int(150, 810), 400 + i * 45, 0.7 + i * 0.12)).join('');
  return { bg: outdoor(random, 'grass', 380), obj: flock, focus: [480, 520] };
};

/** Young apple trees in rows, or seedlings in pots. */
export const seedlings: Drawer = (random) => {
  const tree = (x: number, y: number, s: number) => `<rect x="${x - 5 * s}" y="${y - 60 * s}" width="${10 * s}" height="${60 * s}" fill="#6e4527"/><circle cx="${x}" cy="${y - 90 * s}" r="${45 * s}" fill="${hsl(110, 45, 35)}"/>${([[-20, -100], [15, -80], [5, -115]] as const).map(([a, b]) => `<circle cx="${x + a * s}" cy="${y + b * s}" r="${8 * s}" fill="#c1121f"/>`).join('')}`;
  const rows = [0, 1, 2].map((r) => Array.from({ length: 6 }, (_, i) => tree(120 + i * 150 + r * 30, 460 + r * 100, 0.8 + r * 0.3)).join('')).join('');
  return { bg: outdoor(random, 'grass', 400), obj: rows, focus: [420, 560] };
};

/** A lawn mower on the grass. */
export const mower: Drawer = (random) => {
  const c = pick(random, ['#2d7a3a', '#e07a1f', '#b3202a', '#1f4e8c']);
  const obj = `${shadow(480, 600, 260, 14)}<path d="M300 560 L320 460 Q330 430 370 430 L600 430 Q640 430 650 470 L670 560 Z" fill="${c}"/><rect x="380" y="400" width="170" height="40" rx="10" fill="#2b2d31"/>
    <path d="M620 440 L760 200 L820 200" stroke="#333" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="350" cy="570" r="40" fill="#1b1b1b"/><circle cx="630" cy="570" r="40" fill="#1b1b1b"/>`;
  return { bg: outdoor(random, 'grass', 440), obj, focus: [480, 480] };
};

/** A cordless drill and its batteries. */
export const drill: Drawer = (random) => {
  const c = pick(random, ['#00899b', '#1f4e8c', '#e07a1f', '#c1121f', '#f2a900']);
  const obj = `${shadow(460, 600, 260, 14)}<path d="M300 260 L600 260 Q640 260 640 300 L640 340 Q640 380 600 380 L470 380 L450 520 L360 520 L380 380 L300 380 Z" fill="${c}"/><rect x="640" y="290" width="50" height="60" fill="#333"/><rect x="690" y="310" width="120" height="18" fill="#aaa"/>
    <rect x="330" y="510" width="160" height="80" rx="10" fill="#1d1f22"/><rect x="600" y="530" width="150" height="60" rx="10" fill="#1d1f22"/>`;
  return { bg: studio(random, 480), obj, focus: [520, 320] };
};
