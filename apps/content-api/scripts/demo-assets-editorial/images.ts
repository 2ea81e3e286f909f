/**
 * Renders the editorial images (news, blogs, events, webinars, home slides) into `content/files/`.
 * Run: `pnpm --filter @repo/content-api exec tsx scripts/demo-assets-editorial/images.ts`
 * WebP rather than SVG because the files route serves SVG only as an attachment, and raster
 * images go straight into `<img>` and the image optimiser of the editions.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { palettes, scenes, type PaletteName, type SceneName } from "./art";

type Image = { path: string; scene: SceneName; palette: PaletteName; width?: number };

/** Every image the editorial content references, by its path below `content/files/`. */
export const images: Image[] = [
  // news
  { path: "news/lagos-service-centre.webp", scene: "serviceCentre", palette: "noon" },
  { path: "news/helios-10-3p-launch.webp", scene: "factory", palette: "indigo" },
  { path: "news/iso-9001-recertification.webp", scene: "certificate", palette: "teal" },
  { path: "news/myanmar-engineering-partner.webp", scene: "partnership", palette: "dusk" },
  { path: "news/powerrack-15-launch.webp", scene: "cabinets", palette: "mint" },
  { path: "news/solaria-expo-2026.webp", scene: "booth", palette: "dusk" },
  { path: "news/gridbank-215-safety-test.webp", scene: "cabinets", palette: "slate" },
  { path: "news/fifty-thousand-homestack.webp", scene: "factory", palette: "dawn" },
  { path: "news/aurevo-cloud-3.webp", scene: "monitoring", palette: "noon" },
  { path: "news/iberian-distributor.webp", scene: "partnership", palette: "dawn" },
  { path: "news/energy-show-lagos-2025.webp", scene: "booth", palette: "teal" },
  { path: "news/battery-take-back.webp", scene: "chemistry", palette: "mint" },
  { path: "news/voyager-2000-launch.webp", scene: "rooftop", palette: "dusk" },
  // blogs
  { path: "blogs/size-a-home-battery.webp", scene: "rooftop", palette: "noon" },
  { path: "blogs/lfp-vs-nmc.webp", scene: "chemistry", palette: "teal" },
  { path: "blogs/read-a-battery-datasheet.webp", scene: "datasheet", palette: "indigo" },
  { path: "blogs/off-grid-rainy-season.webp", scene: "rainySeason", palette: "rain" },
  { path: "blogs/hybrid-or-off-grid-inverter.webp", scene: "rooftop", palette: "dawn" },
  { path: "blogs/generator-and-battery.webp", scene: "serviceCentre", palette: "dawn" },
  { path: "blogs/peak-shaving.webp", scene: "cabinets", palette: "indigo" },
  { path: "blogs/depth-of-discharge.webp", scene: "datasheet", palette: "mint" },
  { path: "blogs/monitoring-app-tips.webp", scene: "monitoring", palette: "teal" },
  { path: "blogs/single-or-three-phase.webp", scene: "datasheet", palette: "dawn" },
  { path: "blogs/installer-safety-checklist.webp", scene: "training", palette: "noon" },
  { path: "blogs/what-happens-in-a-power-cut.webp", scene: "rooftop", palette: "dusk" },
  // events
  { path: "events/energy-show-lagos-2025.webp", scene: "booth", palette: "noon" },
  { path: "events/solaria-expo-madrid-2026.webp", scene: "booth", palette: "dawn" },
  { path: "events/installer-training-lagos-2026.webp", scene: "training", palette: "mint" },
  { path: "events/installer-workshop-yangon-2026.webp", scene: "training", palette: "dawn" },
  { path: "events/installer-training-brisbane-2027.webp", scene: "training", palette: "teal" },
  { path: "events/storage-days-bangkok-2027.webp", scene: "booth", palette: "indigo" },
  { path: "events/solaria-expo-madrid-2027.webp", scene: "booth", palette: "mint" },
  // webinars
  { path: "webinars/sizing-home-backup.webp", scene: "webinar", palette: "noon" },
  { path: "webinars/commercial-peak-shaving.webp", scene: "webinar", palette: "indigo" },
  { path: "webinars/aurevo-cloud-for-installers.webp", scene: "webinar", palette: "teal" },
  { path: "webinars/helios-10-3p-commissioning.webp", scene: "webinar", palette: "dawn" },
  { path: "webinars/off-grid-design-myanmar.webp", scene: "webinar", palette: "dusk" },
  { path: "webinars/gridbank-215-project-design.webp", scene: "webinar", palette: "mint" },
  // home
  { path: "home/hero-home-backup.webp", scene: "rooftop", palette: "dawn", width: 1600 },
  { path: "home/hero-commercial-storage.webp", scene: "cabinets", palette: "indigo", width: 1600 },
  { path: "home/hero-off-grid.webp", scene: "rainySeason", palette: "teal", width: 1600 },
];

const filesRoot = join(dirname(fileURLToPath(import.meta.url)), "../../content/files");

async function main(): Promise<void> {
  for (const image of images) {
    const svg = scenes[image.scene](palettes[image.palette]);
    const target = join(filesRoot, image.path);
    await mkdir(dirname(target), { recursive: true });
    const webp = await sharp(Buffer.from(svg), { density: 72 * ((image.width ?? 1200) / 1200) })
      .resize(image.width ?? 1200)
      .webp({ quality: 82, effort: 6 })
      .toBuffer();
    await writeFile(target, webp);
    console.log(`${image.path}  ${(webp.length / 1024).toFixed(1)} KB`);
  }
}

await main();
