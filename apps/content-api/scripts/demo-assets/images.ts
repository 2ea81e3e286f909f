/**
 * Writes every demo image under `content/files/` as WebP: product renders, category
 * tiles, solution and case-study scenes, and video thumbnails; solution icons stay SVG.
 *
 *   pnpm --filter @repo/content-api exec tsx scripts/demo-assets/images.ts
 *
 * The output is committed; run this again only after changing the art or the list below.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { productDrawingSvg, productSvg, productThumbSvg, sceneSvg, solutionIconSvg, type DrawingBounds, type IconKind, type ProductArt, type SceneArt } from "./art";

const filesRoot = join(dirname(fileURLToPath(import.meta.url)), "../../content/files");

const products: Record<string, ProductArt> = {
  "voyager-2000": { kind: "portable", label: "Voyager 2000", count: 8 },
  "voyager-700": { kind: "portable", label: "Voyager 700", count: 4, accent: "#7cc6d6" },
  "solarfold-200": { kind: "solar-fold", label: "SolarFold 200", count: 4 },
  "evlink-11": { kind: "ev-charger", label: "EVLink 11" },
  "meter-3p": { kind: "meter", label: "Meter 3P", count: 8 },
  "powercube-5": { kind: "battery-wall", label: "PowerCube 5", count: 1 },
  "powercube-10": { kind: "battery-wall", label: "PowerCube 10", count: 2 },
  "powerrack-5": { kind: "battery-rack", label: "PowerRack 5", count: 1 },
  "powerrack-15": { kind: "battery-rack", label: "PowerRack 15", count: 3 },
  "hvstack-20": { kind: "battery-hv", label: "HVStack 20", count: 5 },
  "helios-3": { kind: "inverter", label: "Helios 3.6", accent: "#7cc6d6" },
  "helios-6": { kind: "inverter", label: "Helios 6" },
  "helios-10-3p": { kind: "inverter-large", label: "Helios 10 3P" },
  "helios-island-8": { kind: "inverter-large", label: "Helios Island 8", accent: "#8cbf6a" },
  "helios-30-3p": { kind: "inverter-large", label: "Helios 30 3P", accent: "#e76f51" },
  "aurevo-cloud": { kind: "cloud", label: "Aurevo Cloud" },
  "ems-200": { kind: "ems", label: "EMS-200", count: 5 },
  "ems-1000": { kind: "ems", label: "EMS-1000", count: 7, accent: "#e76f51" },
  "link-w1": { kind: "dongle", label: "Link W1" },
  "homestack-10": { kind: "all-in-one", label: "HomeStack 10", count: 2 },
  "homestack-15-3p": { kind: "all-in-one", label: "HomeStack 15 3P", count: 3 },
  "homewall-7": { kind: "battery-wall", label: "HomeWall 7", count: 3, accent: "#7cc6d6" },
  "gridbank-100": { kind: "cabinet", label: "GridBank 100", count: 1 },
  "gridbank-215": { kind: "cabinet", label: "GridBank 215", count: 2 },
  "gridbank-1000": { kind: "container", label: "GridBank 1000" },
};

/** Products with a second (angled) and third (detail) image. */
const extraViews: Record<string, ("angle" | "detail")[]> = {
  "voyager-2000": ["angle", "detail"],
  "powercube-5": ["angle", "detail"],
  "powerrack-15": ["angle"],
  "helios-6": ["angle", "detail"],
  "helios-10-3p": ["detail"],
  "homestack-10": ["angle", "detail"],
  "gridbank-215": ["angle"],
  "hvstack-20": ["detail"],
  "aurevo-cloud": ["detail"],
  "ems-200": ["detail"],
};

/** Category tiles carry no words: the same image serves every language. */
const categories: Record<string, ProductArt> = {
  general: { kind: "portable", label: "", count: 4 },
  battery: { kind: "battery-rack", label: "", count: 4 },
  inverter: { kind: "inverter", label: "" },
  "monitoring-ems": { kind: "cloud", label: "" },
  residential: { kind: "all-in-one", label: "", count: 2 },
  commercial: { kind: "cabinet", label: "", count: 2 },
};

const scenes: Record<string, SceneArt> = {
  "solutions/home-backup/scene.webp": { kind: "home-night" },
  "solutions/off-grid/scene.webp": { kind: "clinic", land: "dry" },
  "solutions/hybrid/scene.webp": { kind: "home" },
  "solutions/commercial-storage/scene.webp": { kind: "factory" },
  "solutions/telecom/scene.webp": { kind: "telecom", land: "dry" },
  "solutions/agriculture/scene.webp": { kind: "farm" },
  "solutions/ev-charging/scene.webp": { kind: "ev" },
  "case-studies/lagos-clinic/scene.webp": { kind: "clinic", land: "dry", time: "dusk" },
  "case-studies/ibadan-bakery/scene.webp": { kind: "cafe", land: "dry" },
  "case-studies/perth-family-home/scene.webp": { kind: "home", land: "dry" },
  "case-studies/brisbane-warehouse/scene.webp": { kind: "warehouse" },
  "case-studies/mandalay-school/scene.webp": { kind: "school", time: "dusk" },
  "case-studies/ayeyarwady-village/scene.webp": { kind: "village" },
  "case-studies/valencia-winery/scene.webp": { kind: "farm", land: "dry", time: "dusk" },
  "case-studies/seville-offices/scene.webp": { kind: "office", time: "dusk" },
  "case-studies/oaxaca-telecom/scene.webp": { kind: "telecom" },
  "case-studies/san-andres-hotel/scene.webp": { kind: "island" },
  "case-studies/yangon-townhouse/scene.webp": { kind: "home-night" },
  "case-studies/malaga-villa/scene.webp": { kind: "home", land: "dry", time: "dusk" },
};

const productThumbs: Record<string, { product: string; caption: string }> = {
  "videos/voyager-2000-overview.webp": { product: "voyager-2000", caption: "Voyager 2000 in two minutes" },
  "videos/powercube-5-installation.webp": { product: "powercube-5", caption: "Installing PowerCube 5" },
  "videos/helios-6-commissioning.webp": { product: "helios-6", caption: "Commissioning Helios 6" },
  "videos/helios-10-3p-wiring.webp": { product: "helios-10-3p", caption: "Helios 10 3P wiring" },
  "videos/homestack-10-walkthrough.webp": { product: "homestack-10", caption: "HomeStack 10 walkthrough" },
  "videos/gridbank-215-site-tour.webp": { product: "gridbank-215", caption: "GridBank 215 site tour" },
  "videos/aurevo-cloud-app-tour.webp": { product: "aurevo-cloud", caption: "Aurevo Cloud app tour" },
  "videos/ems-200-peak-shaving.webp": { product: "ems-200", caption: "Peak shaving with EMS-200" },
};

const sceneThumbs: Record<string, SceneArt> = {
  "videos/company-story.webp": { kind: "office", time: "dusk", play: true, caption: "The Aurevo story" },
  "videos/factory-tour.webp": { kind: "factory", play: true, caption: "Inside our battery line" },
  "videos/ayeyarwady-village-film.webp": { kind: "village", play: true, caption: "Light after dark" },
  "videos/installer-academy.webp": { kind: "school", play: true, caption: "Installer Academy" },
};

async function write(path: string, svg: string, width = 960): Promise<void> {
  const out = join(filesRoot, path);
  await mkdir(dirname(out), { recursive: true });
  // Flat art compresses well; quality 82 keeps edges crisp at a few KB per image.
  const info = await sharp(Buffer.from(svg)).resize(width).webp({ quality: 82, effort: 6 }).toFile(out);
  console.log(`${path} ${(info.size / 1024).toFixed(1)} KB`);
}

/** Where the product's drawing lies in its picture: rendered alone and trimmed to what it paints. */
async function drawingBounds(art: ProductArt): Promise<DrawingBounds> {
  const { info } = await sharp(Buffer.from(productDrawingSvg(art))).trim({ threshold: 0 }).toBuffer({ resolveWithObject: true });
  return { x: -(info.trimOffsetLeft ?? 0), y: -(info.trimOffsetTop ?? 0), width: info.width, height: info.height };
}

// Product pictures are framed alike: every product fills the same box, whatever its size
// (the close-up `detail` view keeps its own layout around the badge).
for (const [slug, art] of Object.entries(products)) {
  await write(`products/${slug}/front.webp`, productSvg(art, await drawingBounds(art)));
  for (const view of extraViews[slug] ?? []) {
    const viewArt: ProductArt = { ...art, view };
    await write(`products/${slug}/${view}.webp`, productSvg(viewArt, view === "detail" ? undefined : await drawingBounds(viewArt)));
  }
}
for (const [slug, art] of Object.entries(categories)) await write(`categories/${slug}.webp`, productSvg(art), 480);
for (const [path, art] of Object.entries(scenes)) await write(path, sceneSvg(art));
for (const [path, { product, caption }] of Object.entries(productThumbs)) {
  const art = products[product];
  if (!art) throw new Error(`no art for ${product}`);
  await write(path, productThumbSvg(art, caption), 640);
}
for (const [path, art] of Object.entries(sceneThumbs)) await write(path, sceneSvg(art), 640);

const icons: IconKind[] = ["home-backup", "off-grid", "hybrid", "commercial-storage", "telecom", "agriculture", "ev-charging"];
for (const kind of icons) {
  const path = `solutions/${kind}/icon.svg`;
  await mkdir(join(filesRoot, `solutions/${kind}`), { recursive: true });
  await writeFile(join(filesRoot, path), solutionIconSvg(kind) + "\n");
  console.log(`${path} svg`);
}
