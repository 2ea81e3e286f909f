/**
 * Flat vector scenes for the editorial demo content (news, blogs, events, webinars, home slides).
 * Each scene is a pure function of a palette, so the images are reproducible and carry no text:
 * captions and alt text live in the translations, where they can be read in every language.
 */

export type Palette = {
  sky: [string, string];
  ground: string;
  accent: string;
  accent2: string;
  dark: string;
  light: string;
};

export const palettes = {
  dawn: { sky: ["#ffd8a8", "#fff4e6"], ground: "#8ce99a", accent: "#f08c00", accent2: "#1c7ed6", dark: "#1b2b48", light: "#ffffff" },
  noon: { sky: ["#74c0fc", "#e7f5ff"], ground: "#94d82d", accent: "#fab005", accent2: "#1864ab", dark: "#17324d", light: "#ffffff" },
  dusk: { sky: ["#5f3dc4", "#f783ac"], ground: "#2b8a3e", accent: "#ffd43b", accent2: "#15aabf", dark: "#1a1b41", light: "#f8f9fa" },
  teal: { sky: ["#0b7285", "#99e9f2"], ground: "#c3fae8", accent: "#ff922b", accent2: "#0ca678", dark: "#0b2e36", light: "#ffffff" },
  slate: { sky: ["#343a40", "#868e96"], ground: "#495057", accent: "#20c997", accent2: "#fcc419", dark: "#101418", light: "#f1f3f5" },
  rain: { sky: ["#495057", "#adb5bd"], ground: "#2f9e44", accent: "#ffa94d", accent2: "#4dabf7", dark: "#212529", light: "#f8f9fa" },
  mint: { sky: ["#d3f9d8", "#f4fce3"], ground: "#69db7c", accent: "#e8590c", accent2: "#1971c2", dark: "#123524", light: "#ffffff" },
  indigo: { sky: ["#364fc7", "#91a7ff"], ground: "#dbe4ff", accent: "#fcc419", accent2: "#12b886", dark: "#141c4a", light: "#ffffff" },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

const W = 1200;
const H = 675;

function frame(p: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${body}</svg>`;
}

function sun(x: number, y: number, r: number, color: string): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x1 = x + Math.cos(a) * (r + 14);
    const y1 = y + Math.sin(a) * (r + 14);
    const x2 = x + Math.cos(a) * (r + 36);
    const y2 = y + Math.sin(a) * (r + 36);
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`;
  }).join("");
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>${rays}`;
}

function cloud(x: number, y: number, s: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><circle cx="0" cy="0" r="34"/><circle cx="40" cy="-16" r="42"/><circle cx="84" cy="0" r="32"/><rect x="0" y="0" width="84" height="32"/></g>`;
}

/** A grid of solar cells on a parallelogram, the recurring motif of the brand's imagery. */
function panel(x: number, y: number, w: number, h: number, skew: number, frameColor: string, cellColor: string): string {
  const cols = 6;
  const rows = 3;
  const cells: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + (c * w) / cols + (r * skew) / rows + 3;
      const cy = y + (r * h) / rows + 3;
      const cw = w / cols - 6;
      const ch = h / rows - 6;
      cells.push(`<polygon points="${cx},${cy + ch} ${cx + cw},${cy + ch} ${cx + cw + skew / rows},${cy} ${cx + skew / rows},${cy}" fill="${cellColor}"/>`);
    }
  }
  return `<polygon points="${x},${y + h} ${x + w},${y + h} ${x + w + skew},${y} ${x + skew},${y}" fill="${frameColor}"/>${cells.join("")}`;
}

function battery(x: number, y: number, w: number, h: number, p: Palette, level = 4): string {
  const bars = Array.from({ length: 5 }, (_, i) =>
    `<rect x="${x + w * 0.25}" y="${y + h * 0.78 - i * h * 0.13}" width="${w * 0.5}" height="${h * 0.09}" rx="4" fill="${i < level ? p.accent2 : p.light}" opacity="${i < level ? 1 : 0.35}"/>`,
  ).join("");
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.12}" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/>
<rect x="${x + w * 0.12}" y="${y + h * 0.08}" width="${w * 0.76}" height="${h * 0.06}" rx="3" fill="${p.accent}"/>${bars}`;
}

function person(x: number, y: number, s: number, body: string, skin: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="0" cy="-70" r="22" fill="${skin}"/><path d="M-34 0 Q-34 -44 0 -44 Q34 -44 34 0 Z" fill="${body}"/></g>`;
}

function house(x: number, y: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="360" height="200" fill="${p.light}"/>
<polygon points="${x - 40},${y} ${x + 180},${y - 150} ${x + 400},${y}" fill="${p.dark}"/>
<rect x="${x + 40}" y="${y + 60}" width="80" height="70" fill="${p.sky[0]}" stroke="${p.dark}" stroke-width="6"/>
<rect x="${x + 220}" y="${y + 80}" width="70" height="120" fill="${p.accent}"/>`;
}

function ground(p: Palette, y = 560): string {
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${p.ground}"/>`;
}

/** Home with roof-mounted panels and a wall battery. */
export function rooftop(p: Palette): string {
  return frame(
    p,
    `${sun(1020, 130, 56, p.accent)}${cloud(180, 120, 1, p.light)}${cloud(560, 90, 0.7, p.light)}${ground(p)}
${house(300, 360, p)}
<g transform="translate(290 340) rotate(-34.3)">${panel(0, -60, 190, 56, 0, p.dark, p.accent2)}</g>
${battery(720, 380, 110, 180, p, 4)}
<path d="M660 470 H720" stroke="${p.dark}" stroke-width="8"/>
<rect x="870" y="430" width="70" height="130" rx="10" fill="${p.dark}"/><circle cx="905" cy="470" r="16" fill="${p.accent}"/>`,
  );
}

/** A row of commercial battery cabinets beside a transformer. */
export function cabinets(p: Palette): string {
  const units = Array.from({ length: 5 }, (_, i) => {
    const x = 150 + i * 150;
    return `<rect x="${x}" y="250" width="130" height="310" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/>
<rect x="${x + 18}" y="280" width="94" height="60" rx="6" fill="${p.dark}"/><rect x="${x + 28}" y="296" width="${30 + i * 10}" height="10" fill="${p.accent}"/>
<rect x="${x + 18}" y="360" width="94" height="14" fill="${p.accent2}"/><rect x="${x + 18}" y="390" width="94" height="14" fill="${p.accent2}"/><rect x="${x + 18}" y="420" width="94" height="14" fill="${p.accent2}"/>`;
  }).join("");
  return frame(
    p,
    `${ground(p)}${cloud(900, 110, 0.9, p.light)}${units}
<rect x="940" y="330" width="140" height="230" fill="${p.dark}"/><path d="M960 360 h100 M960 400 h100 M960 440 h100" stroke="${p.accent}" stroke-width="8"/>
<path d="M1010 330 V150 M970 180 H1050" stroke="${p.dark}" stroke-width="10"/>`,
  );
}

/** An exhibition booth with visitors. */
export function booth(p: Palette): string {
  const crowd = [180, 300, 840, 960, 1060]
    .map((x, i) => person(x, 600, 1.3, [p.accent2, p.dark, p.accent, p.accent2, p.dark][i] ?? p.dark, "#e0a96d"))
    .join("");
  return frame(
    p,
    `<rect x="0" y="500" width="${W}" height="175" fill="${p.ground}"/>
<rect x="260" y="90" width="680" height="120" rx="12" fill="${p.dark}"/><rect x="300" y="130" width="200" height="40" rx="8" fill="${p.accent}"/>
<rect x="530" y="138" width="360" height="24" rx="8" fill="${p.light}" opacity="0.8"/>
<rect x="280" y="210" width="20" height="320" fill="${p.dark}"/><rect x="900" y="210" width="20" height="320" fill="${p.dark}"/>
<rect x="340" y="260" width="220" height="140" rx="10" fill="${p.light}"/>${panel(360, 280, 180, 100, 0, p.dark, p.accent2)}
${battery(620, 250, 110, 230, p, 5)}${battery(760, 300, 90, 180, p, 3)}
<rect x="440" y="450" width="320" height="90" rx="8" fill="${p.accent2}"/>${crowd}`,
  );
}

/** A training room: presenter, screen with a wiring diagram, trainees. */
export function training(p: Palette): string {
  const trainees = [0, 1, 2, 3]
    .map((i) => `${person(300 + i * 200, 640, 1.1, i % 2 ? p.accent2 : p.accent, "#c68c53")}<rect x="${240 + i * 200}" y="604" width="120" height="22" fill="${p.dark}"/>`)
    .join("");
  return frame(
    p,
    `<rect x="0" y="0" width="${W}" height="${H}" fill="${p.sky[1]}"/>
<rect x="200" y="60" width="640" height="360" rx="12" fill="${p.dark}"/>
${battery(260, 110, 110, 250, p, 4)}
<path d="M370 230 H480 V170 H560 M480 230 V300 H560" stroke="${p.accent}" stroke-width="10" fill="none"/>
<rect x="560" y="130" width="200" height="80" rx="8" fill="${p.accent2}"/><rect x="560" y="260" width="200" height="80" rx="8" fill="${p.light}"/>
${person(960, 520, 1.6, p.accent2, "#8d5524")}<path d="M930 400 L860 330" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>${trainees}`,
  );
}

/** A certificate with a seal, for quality and compliance news. */
export function certificate(p: Palette): string {
  return frame(
    p,
    `<rect x="300" y="80" width="600" height="500" rx="16" fill="${p.light}" stroke="${p.dark}" stroke-width="8"/>
<rect x="340" y="120" width="520" height="420" rx="8" fill="none" stroke="${p.accent2}" stroke-width="6"/>
<rect x="420" y="170" width="360" height="34" rx="8" fill="${p.dark}"/>
<rect x="400" y="240" width="400" height="16" rx="8" fill="${p.accent2}" opacity="0.6"/><rect x="400" y="276" width="340" height="16" rx="8" fill="${p.accent2}" opacity="0.6"/><rect x="400" y="312" width="380" height="16" rx="8" fill="${p.accent2}" opacity="0.6"/>
<polygon points="660,470 640,580 690,550 740,580 720,470" fill="${p.accent}"/>
<circle cx="690" cy="430" r="70" fill="${p.accent}"/><circle cx="690" cy="430" r="50" fill="${p.light}"/>
<path d="M662 432 l20 20 l36 -40" stroke="${p.accent2}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** Two sites joined across a globe: partnerships and new regional offices. */
export function partnership(p: Palette): string {
  const meridians = [0, 1, 2]
    .map((i) => `<ellipse cx="600" cy="340" rx="${60 + i * 70}" ry="220" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.6"/>`)
    .join("");
  return frame(
    p,
    `<circle cx="600" cy="340" r="220" fill="${p.accent2}"/>${meridians}
<path d="M380 340 H820 M420 230 H780 M420 450 H780" stroke="${p.light}" stroke-width="4" opacity="0.6"/>
<path d="M170 480 Q600 -20 1030 480" stroke="${p.accent}" stroke-width="10" fill="none" stroke-dasharray="22 16"/>
<rect x="90" y="460" width="160" height="140" fill="${p.dark}"/><rect x="115" y="490" width="40" height="40" fill="${p.accent}"/><rect x="185" y="490" width="40" height="40" fill="${p.accent}"/>
<rect x="950" y="430" width="160" height="170" fill="${p.dark}"/><rect x="975" y="460" width="40" height="40" fill="${p.accent}"/><rect x="1045" y="460" width="40" height="40" fill="${p.accent}"/>
<circle cx="600" cy="130" r="26" fill="${p.accent}"/>`,
  );
}

/** A service centre with a van and spare parts. */
export function serviceCentre(p: Palette): string {
  return frame(
    p,
    `${sun(160, 120, 44, p.accent)}${ground(p)}
<rect x="380" y="220" width="560" height="340" fill="${p.light}"/><rect x="360" y="190" width="600" height="50" fill="${p.dark}"/>
<rect x="420" y="300" width="240" height="260" fill="${p.accent2}"/><path d="M420 340 H660 M420 380 H660 M420 420 H660 M420 460 H660" stroke="${p.light}" stroke-width="6"/>
<rect x="700" y="290" width="200" height="120" fill="${p.sky[0]}" stroke="${p.dark}" stroke-width="6"/>
<g transform="translate(60 440)"><rect x="0" y="20" width="250" height="100" rx="14" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/><path d="M250 50 H300 L330 90 V120 H250 Z" fill="${p.accent}"/><circle cx="60" cy="124" r="26" fill="${p.dark}"/><circle cx="270" cy="124" r="26" fill="${p.dark}"/><rect x="30" y="50" width="120" height="20" rx="8" fill="${p.accent2}"/></g>
${battery(980, 420, 80, 140, p, 5)}`,
  );
}

/** A clipboard with a chart beside a battery: datasheets, sizing and comparisons. */
export function datasheet(p: Palette): string {
  const bars = [160, 240, 200, 300, 260]
    .map((h, i) => `<rect x="${300 + i * 70}" y="${520 - h}" width="44" height="${h}" rx="6" fill="${i % 2 ? p.accent2 : p.accent}"/>`)
    .join("");
  return frame(
    p,
    `<rect x="240" y="70" width="460" height="540" rx="18" fill="${p.light}" stroke="${p.dark}" stroke-width="8"/>
<rect x="380" y="50" width="180" height="50" rx="12" fill="${p.dark}"/>
<rect x="290" y="130" width="300" height="20" rx="8" fill="${p.dark}" opacity="0.7"/>${bars}
<path d="M290 540 H660" stroke="${p.dark}" stroke-width="6"/>
${battery(800, 180, 200, 380, p, 3)}`,
  );
}

/** An off-grid home in the rain, panels tilted and the battery kept dry. */
export function rainySeason(p: Palette): string {
  const drops = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 137) % W;
    const y = 60 + ((i * 89) % 420);
    return `<path d="M${x} ${y} l-10 28" stroke="${p.accent2}" stroke-width="5" stroke-linecap="round"/>`;
  }).join("");
  return frame(
    p,
    `${cloud(140, 90, 1.4, p.dark)}${cloud(620, 70, 1.2, p.dark)}${cloud(960, 110, 1.1, p.dark)}${drops}${ground(p, 540)}
<rect x="180" y="380" width="320" height="180" fill="${p.light}"/><polygon points="150,380 340,270 530,380" fill="${p.accent}"/>
<rect x="280" y="450" width="70" height="110" fill="${p.dark}"/>
<rect x="693" y="412" width="8" height="148" fill="${p.dark}"/><rect x="908" y="366" width="8" height="194" fill="${p.dark}"/>
<g transform="translate(660 430) rotate(-12)">${panel(0, -90, 300, 80, 0, p.dark, p.accent2)}</g>
<rect x="540" y="440" width="110" height="120" rx="10" fill="${p.dark}"/>${battery(560, 460, 70, 90, p, 4)}`,
  );
}

/** A laptop with a presenter and chat bubbles: webinars. */
export function webinar(p: Palette): string {
  return frame(
    p,
    `<rect x="260" y="90" width="680" height="420" rx="20" fill="${p.dark}"/>
<rect x="290" y="120" width="620" height="360" rx="8" fill="${p.sky[1]}"/>
${person(470, 470, 2.2, p.accent2, "#a0522d")}
<rect x="620" y="170" width="240" height="150" rx="8" fill="${p.light}"/>${panel(640, 190, 200, 110, 0, p.dark, p.accent2)}
<rect x="620" y="350" width="240" height="24" rx="8" fill="${p.accent}"/><rect x="620" y="394" width="180" height="24" rx="8" fill="${p.accent}" opacity="0.6"/>
<path d="M200 510 H1000 L1060 580 H140 Z" fill="${p.dark}" opacity="0.85"/>
<path d="M980 150 h150 a20 20 0 0 1 20 20 v60 a20 20 0 0 1 -20 20 h-100 l-30 30 v-30 h-20 a20 20 0 0 1 -20 -20 v-60 a20 20 0 0 1 20 -20 z" fill="${p.accent}"/>
<path d="M70 260 h150 a20 20 0 0 1 20 20 v60 a20 20 0 0 1 -20 20 h-20 v30 l-30 -30 h-100 a20 20 0 0 1 -20 -20 v-60 a20 20 0 0 1 20 -20 z" fill="${p.light}"/>`,
  );
}

/** A factory hall with an assembly line of battery modules. */
export function factory(p: Palette): string {
  const modules = Array.from({ length: 6 }, (_, i) => `<rect x="${170 + i * 150}" y="410" width="90" height="70" rx="8" fill="${p.accent2}"/><rect x="${185 + i * 150}" y="424" width="60" height="10" fill="${p.light}"/>`).join("");
  return frame(
    p,
    `<rect x="0" y="0" width="${W}" height="${H}" fill="${p.sky[1]}"/>
<path d="M0 200 L200 120 V200 L400 120 V200 L600 120 V200 L800 120 V200 L1000 120 V200 L1200 120 V200" fill="${p.dark}"/>
<rect x="0" y="200" width="${W}" height="20" fill="${p.dark}"/>
<rect x="120" y="480" width="960" height="30" fill="${p.dark}"/><circle cx="160" cy="530" r="22" fill="${p.dark}"/><circle cx="1040" cy="530" r="22" fill="${p.dark}"/>${modules}
<path d="M640 220 V330 L600 380 M640 330 L680 380" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>
${person(1000, 640, 1.3, p.accent, "#f1c27d")}${person(260, 640, 1.3, p.accent2, "#8d5524")}`,
  );
}

/** A comparison of two cell chemistries: two cells side by side with a scale. */
export function chemistry(p: Palette): string {
  return frame(
    p,
    `<path d="M600 120 V560 M380 200 H820" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>
<polygon points="540,580 660,580 600,540" fill="${p.dark}"/>
<path d="M380 200 L300 360 H460 Z M820 200 L740 360 H900 Z" fill="none" stroke="${p.dark}" stroke-width="6"/>
<rect x="320" y="260" width="120" height="100" rx="12" fill="${p.accent2}"/><rect x="360" y="246" width="40" height="16" fill="${p.dark}"/>
<rect x="760" y="270" width="120" height="90" rx="12" fill="${p.accent}"/><rect x="800" y="256" width="40" height="16" fill="${p.dark}"/>
<circle cx="600" cy="120" r="24" fill="${p.accent}"/>`,
  );
}

/** A monitoring dashboard on a phone beside a home. */
export function monitoring(p: Palette): string {
  return frame(
    p,
    `${ground(p, 580)}${house(120, 390, p)}
<g transform="translate(110 370) rotate(-34.3)">${panel(0, -60, 190, 56, 0, p.dark, p.accent2)}</g>
<rect x="700" y="90" width="300" height="540" rx="36" fill="${p.dark}"/><rect x="722" y="140" width="256" height="440" rx="10" fill="${p.light}"/>
<circle cx="850" cy="260" r="80" fill="none" stroke="${p.sky[0]}" stroke-width="24"/>
<path d="M850 180 A80 80 0 1 1 772 280" fill="none" stroke="${p.accent2}" stroke-width="24"/>
<rect x="750" y="380" width="200" height="24" rx="8" fill="${p.accent}"/><rect x="750" y="420" width="150" height="24" rx="8" fill="${p.accent2}" opacity="0.6"/>
<path d="M750 540 L800 490 L850 510 L900 460 L950 480" stroke="${p.accent2}" stroke-width="8" fill="none"/>`,
  );
}

export const scenes = {
  rooftop,
  cabinets,
  booth,
  training,
  certificate,
  partnership,
  serviceCentre,
  datasheet,
  rainySeason,
  webinar,
  factory,
  chemistry,
  monitoring,
} as const;

export type SceneName = keyof typeof scenes;
