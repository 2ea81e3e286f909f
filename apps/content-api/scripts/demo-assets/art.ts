/**
 * Flat vector art for the demo content: product renders, scenes and thumbnails,
 * drawn as SVG strings and rasterised to WebP by `images.ts`. Everything here is
 * drawn for the fictional Aurevo brand; no outside artwork is used.
 */

export const palette = {
  ink: "#1d2731",
  teal: "#0f4c5c",
  tealLight: "#2c7a8c",
  amber: "#f2a541",
  sky: "#dcebf2",
  skyDeep: "#9cc9dc",
  paper: "#f4f6f8",
  steel: "#c9d2da",
  steelDark: "#8795a1",
  white: "#ffffff",
  grass: "#8cbf6a",
  grassDark: "#5e9442",
  sand: "#e8d2a6",
  night: "#22304a",
} as const;

export type ProductKind =
  | "battery-wall"
  | "battery-rack"
  | "battery-hv"
  | "inverter"
  | "inverter-large"
  | "all-in-one"
  | "cabinet"
  | "container"
  | "portable"
  | "solar-fold"
  | "ev-charger"
  | "meter"
  | "ems"
  | "dongle"
  | "cloud";

export interface ProductArt {
  kind: ProductKind;
  /** Model name printed on the unit. */
  label: string;
  /** Accent colour for LED strips and trims. */
  accent?: string;
  /** Stacked modules, ports or racks, depending on the kind. */
  count?: number;
  /** Which view: the front, an angled view or the unit in a room. */
  view?: "front" | "angle" | "detail";
}

const W = 800;
const H = 600;

const svg = (body: string, width = W, height = H): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const font = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`;

const text = (x: number, y: number, s: string, size: number, fill: string, extra = ""): string =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" fill="${fill}" ${extra}>${escapeXml(s)}</text>`;

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Studio backdrop with a soft floor shadow, shared by every product render. */
function studio(shadowWidth: number, inner: string, view: ProductArt["view"]): string {
  const tilt = view === "angle" ? `transform="translate(400 300) skewY(-4) translate(-400 -300)"` : "";
  return svg(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.white}"/><stop offset="1" stop-color="${palette.paper}"/></linearGradient>` +
      `<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<ellipse cx="400" cy="548" rx="${shadowWidth}" ry="22" fill="url(#sh)"/>` +
      `<g ${tilt}>${inner}</g>`,
  );
}

function logo(x: number, y: number, size: number, fill: string): string {
  return (
    `<circle cx="${x - size * 0.9}" cy="${y - size * 0.35}" r="${size * 0.32}" fill="${palette.amber}"/>` +
    text(x - size * 0.4, y, "AUREVO", size, fill, `font-weight="bold" letter-spacing="${size * 0.12}"`)
  );
}

function led(x: number, y: number, w: number, accent: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="6" rx="3" fill="${accent}"/>`;
}

function detailBadge(label: string, accent: string): string {
  return (
    `<g><rect x="520" y="60" width="230" height="120" rx="14" fill="${palette.white}" stroke="${palette.steel}" stroke-width="2"/>` +
    `<circle cx="560" cy="100" r="16" fill="${accent}"/>` +
    text(590, 106, label, 20, palette.ink, `font-weight="bold"`) +
    `<rect x="545" y="135" width="180" height="10" rx="5" fill="${palette.steel}"/>` +
    `<rect x="545" y="135" width="130" height="10" rx="5" fill="${palette.teal}"/></g>`
  );
}

function batteryWall(a: Required<ProductArt>): string {
  const modules = Math.max(1, a.count);
  const mh = Math.min(110, 330 / modules);
  const top = 540 - modules * mh - 40;
  let parts = `<rect x="280" y="${top}" width="240" height="${modules * mh + 40}" rx="22" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>`;
  for (let i = 0; i < modules; i++) {
    const y = top + 30 + i * mh;
    parts += `<rect x="300" y="${y}" width="200" height="${mh - 10}" rx="12" fill="${palette.paper}"/>`;
  }
  parts += led(330, top + 16, 140, a.accent);
  parts += logo(420, top + modules * mh + 22, 18, palette.teal);
  parts += text(300, top - 14, a.label, 22, palette.ink, `font-weight="bold"`);
  return parts;
}

function batteryRack(a: Required<ProductArt>): string {
  const units = Math.max(1, a.count);
  const uh = Math.min(70, 360 / units);
  const top = 530 - units * uh;
  let parts = `<rect x="230" y="${top - 30}" width="340" height="${units * uh + 40}" rx="8" fill="${palette.ink}"/>`;
  for (let i = 0; i < units; i++) {
    const y = top - 20 + i * uh;
    parts +=
      `<rect x="245" y="${y}" width="310" height="${uh - 8}" rx="4" fill="${palette.steel}"/>` +
      `<rect x="260" y="${y + (uh - 8) / 2 - 4}" width="90" height="8" rx="4" fill="${a.accent}"/>` +
      `<circle cx="520" cy="${y + (uh - 8) / 2}" r="${Math.min(10, uh / 5)}" fill="${palette.teal}"/>` +
      `<circle cx="490" cy="${y + (uh - 8) / 2}" r="${Math.min(10, uh / 5)}" fill="${palette.steelDark}"/>`;
  }
  parts += text(230, top - 46, a.label, 22, palette.ink, `font-weight="bold"`);
  return parts;
}

function batteryHv(a: Required<ProductArt>): string {
  const modules = Math.max(2, a.count);
  const mh = Math.min(80, 300 / modules);
  const top = 530 - modules * mh - 70;
  let parts = `<rect x="300" y="${top}" width="200" height="70" rx="10" fill="${palette.teal}"/>` + led(330, top + 30, 140, a.accent);
  for (let i = 0; i < modules; i++) {
    const y = top + 74 + i * mh;
    parts += `<rect x="300" y="${y}" width="200" height="${mh - 4}" rx="10" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>`;
    parts += `<rect x="320" y="${y + mh / 2 - 6}" width="40" height="6" rx="3" fill="${palette.steelDark}"/>`;
  }
  parts += `<rect x="296" y="${530}" width="208" height="14" rx="4" fill="${palette.ink}"/>`;
  parts += text(300, top - 14, a.label, 22, palette.ink, `font-weight="bold"`);
  return parts;
}

function inverter(a: Required<ProductArt>, large: boolean): string {
  const w = large ? 340 : 280;
  const h = large ? 400 : 340;
  const x = 400 - w / 2;
  const y = 530 - h;
  let fins = "";
  for (let i = 0; i < 7; i++) fins += `<rect x="${x + 20 + i * ((w - 40) / 7)}" y="${y + h - 70}" width="${(w - 40) / 7 - 8}" height="50" rx="3" fill="${palette.steel}"/>`;
  return (
    `<rect x="${x - 10}" y="${y + 10}" width="${w}" height="${h}" rx="20" fill="${palette.steelDark}" opacity=".35"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>` +
    `<rect x="${x + 30}" y="${y + 40}" width="${w - 60}" height="${large ? 110 : 90}" rx="10" fill="${palette.ink}"/>` +
    `<polyline points="${x + 50},${y + 110} ${x + 90},${y + 80} ${x + 130},${y + 95} ${x + 170},${y + 60} ${x + w - 50},${y + 75}" fill="none" stroke="${a.accent}" stroke-width="5" stroke-linejoin="round"/>` +
    `<circle cx="${x + 50}" cy="${y + 180}" r="9" fill="${palette.grass}"/><circle cx="${x + 80}" cy="${y + 180}" r="9" fill="${a.accent}"/><circle cx="${x + 110}" cy="${y + 180}" r="9" fill="${palette.steel}"/>` +
    logo(x + w - 120, y + 190, 18, palette.teal) +
    fins +
    text(x, y - 16, a.label, 22, palette.ink, `font-weight="bold"`)
  );
}

function allInOne(a: Required<ProductArt>): string {
  const modules = Math.max(1, a.count);
  const mh = Math.min(90, 260 / modules);
  const top = 530 - modules * mh - 150;
  let parts =
    `<rect x="290" y="${top}" width="220" height="140" rx="18" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>` +
    `<rect x="320" y="${top + 30}" width="160" height="50" rx="8" fill="${palette.ink}"/>` +
    `<polyline points="330,${top + 68} 370,${top + 50} 410,${top + 60} 470,${top + 40}" fill="none" stroke="${a.accent}" stroke-width="4"/>` +
    logo(420, top + 118, 16, palette.teal);
  for (let i = 0; i < modules; i++) {
    const y = top + 148 + i * mh;
    parts += `<rect x="290" y="${y}" width="220" height="${mh - 6}" rx="14" fill="${palette.paper}" stroke="${palette.steel}" stroke-width="3"/>` + led(320, y + mh / 2 - 6, 40, a.accent);
  }
  parts += text(290, top - 14, a.label, 22, palette.ink, `font-weight="bold"`);
  return parts;
}

function cabinet(a: Required<ProductArt>): string {
  const doors = Math.max(1, a.count);
  const w = 150 * doors;
  const x = 400 - w / 2;
  let parts = `<rect x="${x}" y="140" width="${w}" height="390" rx="10" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>` + `<rect x="${x - 8}" y="126" width="${w + 16}" height="22" rx="6" fill="${palette.teal}"/>`;
  for (let i = 0; i < doors; i++) {
    const dx = x + 10 + i * 150;
    parts += `<rect x="${dx}" y="160" width="130" height="350" rx="6" fill="${palette.paper}" stroke="${palette.steel}" stroke-width="2"/>`;
    for (let v = 0; v < 5; v++) parts += `<rect x="${dx + 25}" y="${190 + v * 16}" width="80" height="6" rx="3" fill="${palette.steelDark}"/>`;
    parts += `<rect x="${dx + 110}" y="320" width="8" height="50" rx="4" fill="${palette.ink}"/>`;
  }
  parts += led(x + 20, 480, 100, a.accent) + logo(x + w - 80, 500, 16, palette.teal);
  parts += text(x, 110, a.label, 22, palette.ink, `font-weight="bold"`);
  return parts;
}

function container(a: Required<ProductArt>): string {
  let ribs = "";
  for (let i = 0; i < 22; i++) ribs += `<rect x="${110 + i * 26}" y="230" width="10" height="280" fill="${palette.tealLight}" opacity=".5"/>`;
  return (
    `<rect x="100" y="220" width="600" height="300" rx="6" fill="${palette.teal}"/>` +
    ribs +
    `<rect x="100" y="220" width="600" height="300" rx="6" fill="none" stroke="${palette.ink}" stroke-width="4"/>` +
    `<rect x="560" y="260" width="110" height="220" rx="4" fill="${palette.white}" opacity=".9"/>` +
    `<rect x="575" y="280" width="80" height="40" rx="4" fill="${palette.ink}"/>` +
    `<rect x="130" y="250" width="160" height="36" rx="4" fill="${palette.white}"/>` +
    text(140, 276, "AUREVO", 22, palette.teal, `font-weight="bold" letter-spacing="3"`) +
    `<rect x="120" y="520" width="60" height="20" fill="${palette.ink}"/><rect x="620" y="520" width="60" height="20" fill="${palette.ink}"/>` +
    led(130, 300, 160, a.accent) +
    text(100, 200, a.label, 22, palette.ink, `font-weight="bold"`)
  );
}

function portable(a: Required<ProductArt>): string {
  const ports = Math.max(2, a.count);
  let parts =
    `<rect x="230" y="230" width="340" height="300" rx="30" fill="${palette.ink}"/>` +
    `<path d="M300 240 V190 a20 20 0 0 1 20 -20 H480 a20 20 0 0 1 20 20 V240" fill="none" stroke="${palette.ink}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="250" y="250" width="300" height="260" rx="20" fill="${palette.teal}"/>` +
    `<rect x="275" y="275" width="120" height="70" rx="8" fill="${palette.ink}"/>` +
    text(288, 320, "87%", 30, a.accent, `font-weight="bold"`) +
    logo(480, 320, 16, palette.white);
  for (let i = 0; i < ports; i++) {
    const px = 280 + (i % 4) * 66;
    const py = 380 + Math.floor(i / 4) * 62;
    parts += `<rect x="${px}" y="${py}" width="50" height="44" rx="8" fill="${palette.ink}"/><circle cx="${px + 17}" cy="${py + 22}" r="5" fill="${palette.steel}"/><circle cx="${px + 33}" cy="${py + 22}" r="5" fill="${palette.steel}"/>`;
  }
  parts += text(230, 150, a.label, 22, palette.ink, `font-weight="bold"`);
  return parts;
}

function solarFold(a: Required<ProductArt>): string {
  const panels = Math.max(2, a.count);
  const pw = 560 / panels;
  let parts = "";
  for (let i = 0; i < panels; i++) {
    const x = 120 + i * pw;
    parts += `<rect x="${x}" y="200" width="${pw - 8}" height="300" rx="6" fill="${palette.night}"/>`;
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 2; c++)
        parts += `<rect x="${x + 10 + c * ((pw - 28) / 2)}" y="${212 + r * 70}" width="${(pw - 28) / 2 - 6}" height="62" rx="2" fill="${palette.tealLight}"/>`;
  }
  parts += `<rect x="360" y="500" width="80" height="22" rx="6" fill="${a.accent}"/>`;
  parts += text(120, 180, a.label, 22, palette.ink, `font-weight="bold"`);
  return parts;
}

function evCharger(a: Required<ProductArt>): string {
  return (
    `<rect x="320" y="150" width="160" height="260" rx="30" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>` +
    `<rect x="350" y="190" width="100" height="40" rx="8" fill="${palette.ink}"/>` +
    text(362, 218, "11 kW", 18, a.accent, `font-weight="bold"`) +
    `<circle cx="400" cy="300" r="36" fill="${palette.paper}" stroke="${a.accent}" stroke-width="6"/>` +
    `<path d="M395 280 l-14 24 h16 l-6 22 l22 -30 h-16 l8 -16 z" fill="${palette.teal}"/>` +
    logo(420, 385, 14, palette.teal) +
    `<path d="M400 410 C400 480 300 460 300 520 L300 530" fill="none" stroke="${palette.ink}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="280" y="505" width="44" height="36" rx="8" fill="${palette.ink}"/>` +
    text(320, 130, a.label, 22, palette.ink, `font-weight="bold"`)
  );
}

function meter(a: Required<ProductArt>): string {
  let terminals = "";
  for (let i = 0; i < Math.max(4, a.count); i++) terminals += `<rect x="${300 + i * 32}" y="440" width="20" height="20" rx="3" fill="${palette.steelDark}"/>`;
  return (
    `<rect x="260" y="200" width="280" height="280" rx="16" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>` +
    `<rect x="240" y="330" width="320" height="22" rx="4" fill="${palette.steelDark}"/>` +
    `<rect x="290" y="230" width="220" height="80" rx="8" fill="${palette.ink}"/>` +
    text(305, 285, "04 812.6", 34, a.accent, `font-weight="bold"`) +
    `<circle cx="310" cy="390" r="8" fill="${palette.grass}"/><circle cx="340" cy="390" r="8" fill="${a.accent}"/>` +
    logo(470, 400, 14, palette.teal) +
    terminals +
    text(260, 180, a.label, 22, palette.ink, `font-weight="bold"`)
  );
}

function ems(a: Required<ProductArt>): string {
  let ports = "";
  for (let i = 0; i < Math.max(4, a.count); i++) ports += `<rect x="${250 + i * 46}" y="440" width="34" height="26" rx="4" fill="${palette.ink}"/>`;
  return (
    `<rect x="220" y="200" width="360" height="290" rx="14" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>` +
    `<rect x="200" y="330" width="400" height="24" rx="4" fill="${palette.steelDark}"/>` +
    `<rect x="250" y="230" width="300" height="84" rx="8" fill="${palette.ink}"/>` +
    `<rect x="270" y="290" width="24" height="14" fill="${palette.grass}"/><rect x="300" y="270" width="24" height="34" fill="${palette.grass}"/><rect x="330" y="250" width="24" height="54" fill="${a.accent}"/><rect x="360" y="278" width="24" height="26" fill="${palette.grass}"/>` +
    text(410, 280, "EMS", 28, palette.white, `font-weight="bold"`) +
    `<circle cx="260" cy="390" r="8" fill="${palette.grass}"/><circle cx="290" cy="390" r="8" fill="${palette.grass}"/><circle cx="320" cy="390" r="8" fill="${a.accent}"/>` +
    logo(500, 400, 14, palette.teal) +
    ports +
    text(220, 180, a.label, 22, palette.ink, `font-weight="bold"`)
  );
}

function dongle(a: Required<ProductArt>): string {
  return (
    `<rect x="330" y="220" width="140" height="260" rx="26" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>` +
    `<path d="M360 270 a56 56 0 0 1 80 0 M372 290 a36 36 0 0 1 56 0 M384 310 a18 18 0 0 1 32 0" fill="none" stroke="${a.accent}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="400" cy="330" r="8" fill="${palette.teal}"/>` +
    logo(420, 430, 14, palette.teal) +
    `<rect x="370" y="480" width="60" height="50" rx="6" fill="${palette.steelDark}"/>` +
    text(330, 195, a.label, 22, palette.ink, `font-weight="bold"`)
  );
}

function cloud(a: Required<ProductArt>): string {
  let bars = "";
  const heights = [60, 90, 140, 120, 170, 150, 110, 80, 50];
  heights.forEach((h, i) => {
    bars += `<rect x="${175 + i * 36}" y="${400 - h}" width="24" height="${h}" rx="4" fill="${i === 4 ? a.accent : palette.tealLight}"/>`;
  });
  return (
    `<rect x="130" y="120" width="440" height="320" rx="16" fill="${palette.ink}"/>` +
    `<rect x="146" y="136" width="408" height="288" rx="8" fill="${palette.white}"/>` +
    text(166, 176, "Aurevo Cloud", 20, palette.teal, `font-weight="bold"`) +
    bars +
    `<rect x="90" y="440" width="520" height="22" rx="10" fill="${palette.steelDark}"/>` +
    `<rect x="560" y="230" width="150" height="290" rx="22" fill="${palette.ink}"/>` +
    `<rect x="572" y="250" width="126" height="250" rx="10" fill="${palette.white}"/>` +
    `<circle cx="635" cy="330" r="42" fill="none" stroke="${palette.steel}" stroke-width="12"/>` +
    `<path d="M635 288 a42 42 0 1 1 -40 30" fill="none" stroke="${a.accent}" stroke-width="12"/>` +
    text(612, 338, "86%", 18, palette.ink, `font-weight="bold"`) +
    `<rect x="590" y="400" width="90" height="10" rx="5" fill="${palette.tealLight}"/><rect x="590" y="420" width="60" height="10" rx="5" fill="${palette.steel}"/>` +
    text(130, 100, a.label, 22, palette.ink, `font-weight="bold"`)
  );
}

/** Where a product's drawing lies in the 800 × 600 picture, in picture pixels. */
export interface DrawingBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box every fitted product fills (by its width or its height, whichever
 * comes first), standing on the floor at the picture's centre; a small
 * product is enlarged at most `maxScale` times, so its print stays in proportion.
 */
const FIT = { width: 560, height: 410, floor: 540, maxScale: 1.6 } as const;

/** The product's drawing alone, on a transparent picture: what is measured to fit it. */
export function productDrawingSvg(art: ProductArt): string {
  const a: Required<ProductArt> = { accent: palette.amber, count: 1, view: "front", ...art };
  return svg(productDrawing(a));
}

function productDrawing(a: Required<ProductArt>): string {
  const draw: Record<ProductKind, () => string> = {
    "battery-wall": () => batteryWall(a),
    "battery-rack": () => batteryRack(a),
    "battery-hv": () => batteryHv(a),
    inverter: () => inverter(a, false),
    "inverter-large": () => inverter(a, true),
    "all-in-one": () => allInOne(a),
    cabinet: () => cabinet(a),
    container: () => container(a),
    portable: () => portable(a),
    "solar-fold": () => solarFold(a),
    "ev-charger": () => evCharger(a),
    meter: () => meter(a),
    ems: () => ems(a),
    dongle: () => dongle(a),
    cloud: () => cloud(a),
  };
  return draw[a.kind]();
}

/**
 * Draws one product render. The `detail` view adds a close-up badge for a
 * second image. Given the drawing's `bounds`, the product is scaled to fill
 * the same box as every other product, so a small unit does not sit tiny in
 * its picture beside a large one.
 */
export function productSvg(art: ProductArt, bounds?: DrawingBounds): string {
  const a: Required<ProductArt> = { accent: palette.amber, count: 1, view: "front", ...art };
  const extra = a.view === "detail" ? detailBadge(a.label.split(" ")[0] ?? a.label, a.accent) : "";
  const shadow = a.kind === "container" ? 320 : a.kind === "cabinet" ? 75 * Math.max(1, a.count) + 20 : 180;
  if (!bounds) return studio(shadow, productDrawing(a) + extra, a.view);
  const scale = Math.min(FIT.width / bounds.width, FIT.height / bounds.height, FIT.maxScale);
  const centre = bounds.x + bounds.width / 2;
  const fitted =
    `<g transform="translate(${W / 2} ${FIT.floor}) scale(${scale.toFixed(4)}) translate(${-centre} ${-(bounds.y + bounds.height)})">` +
    productDrawing(a) +
    "</g>";
  return studio(Math.min(W / 2 - 20, (bounds.width * scale) / 2 + 40), fitted + extra, a.view);
}

export type SceneKind =
  | "home"
  | "home-night"
  | "clinic"
  | "factory"
  | "telecom"
  | "farm"
  | "ev"
  | "village"
  | "office"
  | "warehouse"
  | "school"
  | "hotel"
  | "island"
  | "cafe";

export interface SceneArt {
  kind: SceneKind;
  /** Warm evening tones or plain daylight. */
  time?: "day" | "dusk" | "night";
  /** Dry land (sand) or green land. */
  land?: "green" | "dry";
  /** Draw a play button, for video thumbnails. */
  play?: boolean;
  /** Caption band at the bottom, for video thumbnails. */
  caption?: string;
}

function sky(time: SceneArt["time"]): string {
  const [top, bottom] =
    time === "night" ? [palette.night, "#3c4f73"] : time === "dusk" ? ["#f6c28b", "#f9e3c4"] : [palette.skyDeep, palette.sky];
  const sun =
    time === "night"
      ? `<circle cx="660" cy="90" r="30" fill="#f4f1de"/><circle cx="648" cy="82" r="30" fill="${palette.night}"/>`
      : `<circle cx="650" cy="100" r="44" fill="${palette.amber}"/>`;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    sun
  );
}

function ground(land: SceneArt["land"]): string {
  const [a, b] = land === "dry" ? [palette.sand, "#d7b98a"] : [palette.grass, palette.grassDark];
  return `<path d="M0 430 Q200 400 400 425 T800 415 V600 H0 Z" fill="${a}"/><path d="M0 500 Q260 470 520 500 T800 490 V600 H0 Z" fill="${b}"/>`;
}

function panelRow(x: number, y: number, n: number, w = 46, h = 30): string {
  let p = "";
  for (let i = 0; i < n; i++) p += `<rect x="${x + i * (w + 4)}" y="${y}" width="${w}" height="${h}" fill="${palette.night}" stroke="${palette.tealLight}" stroke-width="2"/>`;
  return p;
}

function groundPanels(x: number, y: number, n: number): string {
  let p = "";
  for (let i = 0; i < n; i++) {
    const px = x + i * 70;
    p += `<polygon points="${px},${y + 40} ${px + 60},${y + 40} ${px + 70},${y} ${px + 10},${y}" fill="${palette.night}" stroke="${palette.tealLight}" stroke-width="2"/><rect x="${px + 32}" y="${y + 40}" width="6" height="26" fill="${palette.steelDark}"/>`;
  }
  return p;
}

function batteryBox(x: number, y: number, s = 1): string {
  return `<rect x="${x}" y="${y}" width="${40 * s}" height="${70 * s}" rx="${6 * s}" fill="${palette.white}" stroke="${palette.steel}" stroke-width="2"/><rect x="${x + 8 * s}" y="${y + 10 * s}" width="${24 * s}" height="${4 * s}" rx="2" fill="${palette.amber}"/>`;
}

function house(x: number, y: number, lit: boolean): string {
  const win = lit ? "#ffd77a" : palette.sky;
  return (
    `<rect x="${x}" y="${y}" width="240" height="150" fill="${palette.white}"/>` +
    `<polygon points="${x - 20},${y} ${x + 120},${y - 100} ${x + 260},${y}" fill="${palette.teal}"/>` +
    // Panels lie flat on the right-hand roof slope (140 px run, 100 px fall).
    `<g transform="translate(${x + 138} ${y - 87}) rotate(35.5)">${panelRow(4, -20, 3, 34, 18)}</g>` +
    `<rect x="${x + 30}" y="${y + 40}" width="50" height="44" fill="${win}"/><rect x="${x + 160}" y="${y + 40}" width="50" height="44" fill="${win}"/>` +
    `<rect x="${x + 100}" y="${y + 70}" width="44" height="80" fill="${palette.tealLight}"/>` +
    batteryBox(x + 250, y + 80)
  );
}

function building(x: number, y: number, w: number, h: number, color: string, lit = false): string {
  let win = "";
  for (let r = 0; r < Math.floor((h - 30) / 40); r++)
    for (let c = 0; c < Math.floor((w - 20) / 40); c++)
      win += `<rect x="${x + 16 + c * 40}" y="${y + 20 + r * 40}" width="24" height="22" fill="${lit ? "#ffd77a" : palette.sky}"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>${win}`;
}

function tree(x: number, y: number, s = 1): string {
  return `<rect x="${x - 4 * s}" y="${y}" width="${8 * s}" height="${40 * s}" fill="#7a5a3a"/><circle cx="${x}" cy="${y - 6 * s}" r="${28 * s}" fill="${palette.grassDark}"/>`;
}

function palm(x: number, y: number): string {
  return (
    `<path d="M${x} ${y + 90} Q${x + 8} ${y + 40} ${x} ${y}" fill="none" stroke="#7a5a3a" stroke-width="10"/>` +
    `<path d="M${x} ${y} q-40 -10 -60 20 M${x} ${y} q40 -10 60 20 M${x} ${y} q-20 -30 -50 -30 M${x} ${y} q20 -30 50 -30" fill="none" stroke="${palette.grassDark}" stroke-width="10" stroke-linecap="round"/>`
  );
}

function scene(kind: SceneKind, time: SceneArt["time"]): string {
  const lit = time !== "day";
  switch (kind) {
    case "home":
    case "home-night":
      return house(240, 300, lit) + tree(140, 380, 1.2) + tree(640, 400);
    case "clinic":
      return (
        building(250, 300, 260, 130, palette.white) +
        `<rect x="360" y="270" width="40" height="40" fill="${palette.white}"/><rect x="374" y="276" width="12" height="28" fill="#d64545"/><rect x="366" y="284" width="28" height="12" fill="#d64545"/>` +
        groundPanels(530, 380, 3) +
        batteryBox(200, 360) +
        palm(120, 310)
      );
    case "factory":
      return (
        `<rect x="160" y="260" width="420" height="170" fill="${palette.steel}"/>` +
        `<polygon points="160,260 230,210 230,260 300,210 300,260 370,210 370,260 440,210 440,260 510,210 510,260 580,210 580,260" fill="${palette.steelDark}"/>` +
        `<rect x="470" y="140" width="30" height="120" fill="${palette.steelDark}"/>` +
        panelRow(180, 232, 6, 40, 14) +
        `<rect x="600" y="330" width="120" height="100" rx="4" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/><rect x="615" y="345" width="90" height="6" fill="${palette.amber}"/>` +
        `<rect x="200" y="340" width="80" height="90" fill="${palette.teal}"/>`
      );
    case "telecom":
      return (
        `<path d="M400 120 L340 430 M400 120 L460 430 M355 350 L445 350 M368 280 L432 280 M380 210 L420 210 M340 430 L432 280 M460 430 L368 280" stroke="${palette.steelDark}" stroke-width="6" fill="none"/>` +
        `<rect x="388" y="130" width="24" height="50" fill="${palette.white}"/><rect x="372" y="150" width="12" height="40" fill="${palette.white}"/><rect x="416" y="150" width="12" height="40" fill="${palette.white}"/>` +
        `<rect x="500" y="350" width="110" height="80" rx="4" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/><rect x="515" y="365" width="80" height="6" fill="${palette.amber}"/>` +
        groundPanels(120, 370, 3)
      );
    case "farm":
      return (
        groundPanels(420, 360, 4) +
        `<rect x="150" y="330" width="120" height="100" fill="#b5523b"/><polygon points="140,330 210,280 280,330" fill="#8e3b2a"/>` +
        `<rect x="300" y="400" width="60" height="30" rx="4" fill="${palette.teal}"/><path d="M360 415 H700" stroke="${palette.tealLight}" stroke-width="8"/>` +
        `<path d="M0 520 Q200 500 400 520 T800 515" stroke="${palette.sky}" stroke-width="10" fill="none"/>`
      );
    case "ev":
      return (
        `<rect x="150" y="250" width="500" height="20" fill="${palette.teal}"/><rect x="170" y="270" width="10" height="160" fill="${palette.steelDark}"/><rect x="620" y="270" width="10" height="160" fill="${palette.steelDark}"/>` +
        panelRow(160, 228, 9, 50, 20) +
        `<path d="M260 420 Q270 360 330 350 L450 345 Q500 345 520 380 L560 390 Q580 395 580 420 Z" fill="${palette.tealLight}"/>` +
        `<circle cx="320" cy="425" r="24" fill="${palette.ink}"/><circle cx="520" cy="425" r="24" fill="${palette.ink}"/>` +
        `<rect x="600" y="320" width="40" height="100" rx="10" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/><path d="M620 380 Q600 420 575 410" stroke="${palette.ink}" stroke-width="6" fill="none"/>`
      );
    case "village":
      return (
        `<polygon points="150,350 220,290 290,350" fill="#a0703f"/><rect x="160" y="350" width="120" height="80" fill="${palette.sand}"/>` +
        `<polygon points="330,340 410,270 490,340" fill="#a0703f"/><rect x="340" y="340" width="140" height="90" fill="${palette.sand}"/>` +
        groundPanels(520, 370, 3) +
        batteryBox(290, 380, 0.8) +
        palm(100, 330) +
        `<path d="M220 390 H240 M420 380 H440" stroke="#ffd77a" stroke-width="14"/>`
      );
    case "office":
      return building(200, 180, 180, 250, palette.teal, lit) + building(400, 240, 200, 190, palette.steelDark, lit) + panelRow(410, 222, 4, 40, 16) + tree(660, 390);
    case "warehouse":
      return (
        `<rect x="140" y="280" width="520" height="150" fill="${palette.steel}"/><polygon points="130,280 400,220 670,280" fill="${palette.steelDark}"/>` +
        panelRow(200, 250, 8, 50, 18) +
        `<rect x="200" y="340" width="90" height="90" fill="${palette.ink}"/><rect x="320" y="340" width="90" height="90" fill="${palette.ink}"/>` +
        `<rect x="470" y="340" width="130" height="90" rx="4" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/><rect x="485" y="355" width="100" height="6" fill="${palette.amber}"/>`
      );
    case "school":
      return building(180, 290, 440, 140, "#e9c46a", lit) + `<polygon points="170,290 400,220 630,290" fill="#b5523b"/>` + panelRow(300, 245, 4, 40, 18) + `<rect x="395" y="160" width="4" height="70" fill="${palette.ink}"/><rect x="399" y="160" width="40" height="26" fill="${palette.teal}"/>` + tree(120, 390);
    case "hotel":
      return building(260, 160, 280, 270, palette.white, lit) + panelRow(270, 140, 5, 46, 18) + palm(180, 330) + palm(620, 330) + `<rect x="300" y="420" width="200" height="12" fill="${palette.skyDeep}"/>`;
    case "island":
      return (
        `<rect x="0" y="440" width="${W}" height="160" fill="${palette.skyDeep}"/><ellipse cx="400" cy="450" rx="300" ry="50" fill="${palette.sand}"/>` +
        `<polygon points="300,400 350,360 400,400" fill="#a0703f"/><rect x="310" y="400" width="80" height="40" fill="${palette.white}"/>` +
        groundPanels(430, 380, 2) +
        palm(220, 340) +
        batteryBox(260, 395, 0.6)
      );
    case "cafe":
      return (
        building(220, 260, 360, 170, "#f1e3d3", lit) +
        `<path d="M220 300 h360 l-20 -40 h-320 z" fill="#d64545"/><path d="M240 300 h40 v10 h-40 z M320 300 h40 v10 h-40 z M400 300 h40 v10 h-40 z M480 300 h40 v10 h-40 z" fill="${palette.white}"/>` +
        batteryBox(600, 360) +
        tree(140, 390)
      );
  }
}

function playOverlay(caption?: string): string {
  let out = `<circle cx="400" cy="290" r="64" fill="${palette.ink}" opacity=".78"/><polygon points="382,255 382,325 440,290" fill="${palette.white}"/>`;
  if (caption)
    out += `<rect x="0" y="520" width="${W}" height="80" fill="${palette.ink}" opacity=".82"/>` + text(32, 570, caption, 28, palette.white, `font-weight="bold"`);
  return out;
}

/** Draws one scene: a place where Aurevo equipment is installed, in flat vector style. */
export function sceneSvg(art: SceneArt): string {
  const time = art.time ?? (art.kind === "home-night" ? "night" : "day");
  const land = art.land ?? "green";
  return svg(sky(time) + ground(land) + scene(art.kind, time) + (art.play ? playOverlay(art.caption) : ""));
}

/** A product render reused as a video thumbnail, with a play button and caption band. */
export function productThumbSvg(art: ProductArt, caption: string): string {
  return productSvg(art).replace("</svg>", playOverlay(caption) + "</svg>");
}

export type IconKind = "home-backup" | "off-grid" | "hybrid" | "commercial-storage" | "telecom" | "agriculture" | "ev-charging";

/** A 48 px line icon for a solution, kept as SVG so it stays sharp at any size. */
export function solutionIconSvg(kind: IconKind): string {
  const bolt = (x: number, y: number) => `<path d="M${x + 4} ${y} l-6 10 h6 l-3 9 l9 -12 h-6 l3 -7 z" fill="${palette.amber}" stroke="none"/>`;
  const shapes: Record<IconKind, string> = {
    "home-backup": `<path d="M8 22 L24 9 L40 22 V40 H8 Z"/>${bolt(22, 22)}`,
    "off-grid": `<circle cx="14" cy="12" r="5"/><path d="M14 2v3M14 19v3M4 12h3M21 12h3"/><path d="M18 40 L24 26 H44 L38 40 Z"/><path d="M29 40 v5"/>`,
    hybrid: `<circle cx="14" cy="14" r="6"/><path d="M14 3v3M14 22v3M3 14h3M22 14h3"/><path d="M30 30h12v8a6 6 0 0 1-12 0z M33 30v-6 M39 30v-6 M36 44v3"/>`,
    "commercial-storage": `<path d="M4 42 V22 L14 28 V22 L24 28 V22 L34 28 V10 H42 V42 Z"/><rect x="10" y="34" width="6" height="8"/><rect x="22" y="34" width="6" height="8"/>`,
    telecom: `<path d="M24 14 L16 44 M24 14 L32 44 M19 32 H29"/><circle cx="24" cy="10" r="3"/><path d="M14 4a14 14 0 0 0 0 14 M34 4a14 14 0 0 1 0 14"/>`,
    agriculture: `<path d="M24 44 V22"/><path d="M24 30 C14 30 10 22 10 16 C18 16 24 20 24 30 Z"/><path d="M24 24 C24 14 30 8 38 8 C38 16 32 24 24 24 Z"/><path d="M6 44 H42"/>`,
    "ev-charging": `<path d="M6 34 L10 22 H32 L38 34 V40 H6 Z"/><circle cx="13" cy="40" r="3"/><circle cx="31" cy="40" r="3"/>${bolt(18, 4)}`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${palette.teal}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${shapes[kind]}</svg>`;
}
