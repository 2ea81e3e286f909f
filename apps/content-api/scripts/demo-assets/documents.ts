/**
 * Writes the PDF of every demo document (`content/documents/*.json` → `content/files/documents/`).
 * Each PDF is printed by Chromium from a small HTML page, so Burmese text is shaped by HarfBuzz
 * and the Noto Sans Myanmar subset it uses is embedded in the file. Datasheets, manuals and
 * brochures take their product facts from `content/products/`, in the document's language.
 *
 *   pnpm --filter @repo/content-api exec tsx scripts/demo-assets/documents.ts
 *
 * Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

type Lang = "english" | "spanish" | "burmese";
/** A translation's fields: the ones these documents print are strings. */
type Texts = { name?: string; description?: string; descriptionHtml?: string; [key: string]: unknown };
interface Item {
  slug: string;
  translations: Partial<Record<Lang, Texts>> & { english: Texts };
  [key: string]: unknown;
}
interface Doc extends Item {
  type: "datasheet" | "user-manual" | "brochure" | "manual" | "more-files";
  file: string;
  documentLanguage: Lang;
  revision: string;
  date: number;
  productSlugs: string[];
}
interface Product extends Item {
  specs: { key: string; value: string; unit?: string }[];
}

const contentRoot = join(dirname(fileURLToPath(import.meta.url)), "../../content");

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const list = (items: string[], ordered = false): string =>
  `<${ordered ? "ol" : "ul"}>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</${ordered ? "ol" : "ul"}>`;
const table = (head: string[], rows: string[][]): string =>
  `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

const locale: Record<Lang, string> = { english: "en-GB", spanish: "es", burmese: "my" };

/** Fixed wording of the PDFs, per document language. */
const words = {
  english: {
    type: { datasheet: "Datasheet", "user-manual": "User manual", brochure: "Brochure", manual: "Installation manual", "more-files": "Technical document" },
    revision: "Revision", date: "Date", language: "Language", languageName: "English",
    specifications: "Specifications", highlights: "Highlights", overview: "Overview",
    footer: "Aurevo Energy · aurevo.example.com · Specifications may change without notice.",
    safety: "Safety first",
    safetyItems: ["Read this manual completely before using or installing the product.", "Only qualified electricians may open the enclosure or work on fixed wiring.", "Keep the product away from water, open flames and children.", "In case of smoke or a burning smell, switch off and leave the area; call the fire service."],
    useTitle: "Everyday use",
    useItems: (n: string) => [`Check the charge level on the display or in the Aurevo Cloud app before relying on ${n}.`, "Keep ventilation openings free; leave 20 cm around the unit.", "Charge at least once every three months when the product is stored."],
    troubleTitle: "Troubleshooting",
    trouble: [["Red light blinking", "Overload or high temperature", "Disconnect some loads and let the unit cool."], ["No output after a power cut", "Backup reserve reached", "Lower the reserve in the app or wait for solar charging."], ["App shows offline", "Wi-Fi changed", "Pair the unit again from the app settings."]],
    troubleHead: ["What you see", "Likely cause", "What to do"],
    siteTitle: "Site requirements",
    mountTitle: "Mounting and wiring",
    mountItems: ["Check the wall or floor can carry at least three times the unit's weight.", "Mark and drill the bracket holes using the template in the box.", "Hang the unit and secure it with the safety screw.", "Connect protective earth first, then DC and AC cables to the torques printed on the label.", "Fit the communication cable between inverter and battery and set the terminator switch."],
    commissionTitle: "Commissioning",
    commissionItems: ["Switch on the battery breaker, then the DC isolator, then the AC breaker.", "Open the Aurevo Cloud installer app and scan the QR code on the label.", "Choose the country grid code, battery type and export limit.", "Run the self-test and register the system for warranty."],
    brochureIntro: "Aurevo designs inverters, batteries and energy-storage systems for homes, businesses and communities. Our products are built around long-life lithium iron phosphate cells, supported by local installers and monitored from one app.",
    companyFacts: [["Founded", "2014"], ["Countries served", "38"], ["Systems installed", "over 120,000"], ["Storage installed", "1.9 GWh"]],
    companyTitle: "About Aurevo",
    rangesTitle: "Our product ranges",
  },
  spanish: {
    type: { datasheet: "Ficha técnica", "user-manual": "Manual de usuario", brochure: "Folleto", manual: "Manual de instalación", "more-files": "Documento técnico" },
    revision: "Revisión", date: "Fecha", language: "Idioma", languageName: "Español",
    specifications: "Especificaciones", highlights: "Puntos destacados", overview: "Descripción general",
    footer: "Aurevo Energy · aurevo.example.com · Especificaciones sujetas a cambios sin previo aviso.",
    safety: "La seguridad, lo primero",
    safetyItems: ["Lea este manual por completo antes de usar o instalar el producto.", "Solo electricistas cualificados pueden abrir la envolvente o trabajar en el cableado fijo.", "Mantenga el producto alejado del agua, de llamas y de los niños.", "Si hay humo u olor a quemado, apague el equipo y salga de la zona; llame a los bomberos."],
    useTitle: "Uso diario",
    useItems: (n: string) => [`Compruebe el nivel de carga en la pantalla o en la aplicación Aurevo Cloud antes de depender de ${n}.`, "Mantenga libres las rejillas de ventilación; deje 20 cm alrededor del equipo.", "Cargue el producto al menos una vez cada tres meses si está almacenado."],
    troubleTitle: "Solución de problemas",
    trouble: [["Luz roja intermitente", "Sobrecarga o temperatura alta", "Desconecte algunas cargas y deje enfriar el equipo."], ["Sin salida tras un apagón", "Se alcanzó la reserva de respaldo", "Reduzca la reserva en la aplicación o espere a la carga solar."], ["La aplicación indica sin conexión", "Cambió la red Wi-Fi", "Vuelva a emparejar el equipo desde los ajustes de la aplicación."]],
    troubleHead: ["Lo que ve", "Causa probable", "Qué hacer"],
    siteTitle: "Requisitos del emplazamiento",
    mountTitle: "Montaje y cableado",
    mountItems: ["Compruebe que la pared o el suelo soportan al menos tres veces el peso del equipo.", "Marque y taladre los orificios del soporte con la plantilla incluida.", "Cuelgue el equipo y fíjelo con el tornillo de seguridad.", "Conecte primero la tierra de protección y después los cables de CC y CA con los pares indicados en la etiqueta.", "Coloque el cable de comunicación entre inversor y batería y ajuste el interruptor de terminación."],
    commissionTitle: "Puesta en marcha",
    commissionItems: ["Active el interruptor de la batería, luego el seccionador de CC y después el interruptor de CA.", "Abra la aplicación de instalador de Aurevo Cloud y escanee el código QR de la etiqueta.", "Elija el código de red del país, el tipo de batería y el límite de inyección.", "Ejecute la autoprueba y registre el sistema para la garantía."],
    brochureIntro: "Aurevo diseña inversores, baterías y sistemas de almacenamiento de energía para hogares, empresas y comunidades. Nuestros productos se basan en celdas de litio-ferrofosfato de larga vida, cuentan con instaladores locales y se supervisan desde una sola aplicación.",
    companyFacts: [["Fundación", "2014"], ["Países atendidos", "38"], ["Sistemas instalados", "más de 120 000"], ["Almacenamiento instalado", "1,9 GWh"]],
    companyTitle: "Sobre Aurevo",
    rangesTitle: "Nuestras gamas de productos",
  },
  burmese: {
    type: { datasheet: "နည်းပညာအချက်အလက်စာရွက်", "user-manual": "အသုံးပြုသူလမ်းညွှန်", brochure: "လက်ကမ်းစာစောင်", manual: "တပ်ဆင်ခြင်း လက်စွဲ", "more-files": "နည်းပညာစာတမ်း" },
    revision: "ပြင်ဆင်မှု", date: "ရက်စွဲ", language: "ဘာသာစကား", languageName: "မြန်မာ",
    specifications: "အသေးစိတ် အချက်အလက်များ", highlights: "ထူးခြားချက်များ", overview: "ခြုံငုံသုံးသပ်ချက်",
    footer: "Aurevo Energy · aurevo.example.com · အချက်အလက်များကို ကြိုတင်အသိပေးခြင်းမရှိဘဲ ပြောင်းလဲနိုင်ပါသည်။",
    safety: "ဘေးကင်းရေးကို ဦးစားပေးပါ",
    safetyItems: ["ထုတ်ကုန်ကို အသုံးမပြုမီ သို့မဟုတ် မတပ်ဆင်မီ ဤလက်စွဲကို အပြည့်အစုံ ဖတ်ပါ။", "အရည်အချင်းပြည့်မီသော လျှပ်စစ်ပညာရှင်များသာ အခွံကို ဖွင့်ခြင်း သို့မဟုတ် အသေကြိုးသွယ်မှုများကို ကိုင်တွယ်ခြင်း ပြုနိုင်ပါသည်။", "ထုတ်ကုန်ကို ရေ၊ မီးတောက်နှင့် ကလေးများနှင့် ဝေးဝေးထားပါ။", "မီးခိုး သို့မဟုတ် မီးလောင်နံ့ ရှိပါက ပိတ်ပြီး ထိုနေရာမှ ထွက်ခွာကာ မီးသတ်ဌာနကို ဖုန်းဆက်ပါ။"],
    useTitle: "နေ့စဉ် အသုံးပြုပုံ",
    useItems: (n: string) => [`${n} ကို အားကိုးမသုံးမီ မျက်နှာပြင် သို့မဟုတ် Aurevo Cloud အက်ပ်တွင် အားအဆင့်ကို စစ်ဆေးပါ။`, "လေဝင်ပေါက်များကို ပိတ်မထားပါနှင့်။ စက်ပတ်လည်တွင် ၂၀ စင်တီမီတာ နေရာလွတ်ထားပါ။", "သိမ်းဆည်းထားစဉ် အနည်းဆုံး ၃ လတစ်ကြိမ် အားသွင်းပါ။"],
    troubleTitle: "ပြဿနာ ဖြေရှင်းနည်း",
    trouble: [["အနီရောင်မီး မှိတ်တုတ်မှိတ်တုတ်", "ဝန်ပိုခြင်း သို့မဟုတ် အပူချိန်မြင့်ခြင်း", "ဝန်အချို့ကို ဖြုတ်ပြီး စက်ကို အေးသွားစေပါ။"], ["မီးပြတ်ပြီးနောက် ဓာတ်အားမထွက်", "အရန်ချန်ထားမှု အဆင့်သို့ ရောက်သွားခြင်း", "အက်ပ်တွင် ချန်ထားမှုကို လျှော့ပါ သို့မဟုတ် ဆိုလာအားသွင်းမှုကို စောင့်ပါ။"], ["အက်ပ်တွင် အော့ဖ်လိုင်းဟု ပြ", "Wi-Fi ပြောင်းသွားခြင်း", "အက်ပ်ဆက်တင်မှ စက်ကို ပြန်လည် ချိတ်ဆက်ပါ။"]],
    troubleHead: ["မြင်ရသည့်အရာ", "ဖြစ်နိုင်သော အကြောင်းရင်း", "လုပ်ဆောင်ရမည့်အရာ"],
    siteTitle: "တပ်ဆင်ရာနေရာ လိုအပ်ချက်များ",
    mountTitle: "တပ်ဆင်ခြင်းနှင့် ကြိုးသွယ်ခြင်း",
    mountItems: ["နံရံ သို့မဟုတ် ကြမ်းပြင်သည် စက်၏ အလေးချိန် ၃ ဆ အနည်းဆုံး ခံနိုင်ကြောင်း စစ်ဆေးပါ။", "သေတ္တာထဲပါ ပုံစံစာရွက်ကို သုံး၍ ထောက်ခုံအပေါက်များကို မှတ်ပြီး ဖောက်ပါ။", "စက်ကို ချိတ်ဆွဲပြီး ဘေးကင်းရေး ဝက်အူဖြင့် တင်းကျပ်စွာ တပ်ပါ။", "မြေစိုက်ကြိုးကို ဦးစွာ ချိတ်ပြီးနောက် DC နှင့် AC ကြိုးများကို တံဆိပ်ပေါ်ရှိ လှည့်အားအတိုင်း ချိတ်ပါ။", "အင်ဗာတာနှင့် ဘက်ထရီကြား ဆက်သွယ်ရေးကြိုးကို တပ်ပြီး terminator ခလုတ်ကို သတ်မှတ်ပါ။"],
    commissionTitle: "စတင်လည်ပတ်ခြင်း",
    commissionItems: ["ဘက်ထရီ ဘရိတ်ကာ၊ ထို့နောက် DC ခလုတ်၊ ထို့နောက် AC ဘရိတ်ကာကို ဖွင့်ပါ။", "Aurevo Cloud တပ်ဆင်သူအက်ပ်ကို ဖွင့်ပြီး တံဆိပ်ပေါ်ရှိ QR ကုဒ်ကို စကင်ဖတ်ပါ။", "နိုင်ငံ၏ ဓာတ်အားလိုင်းစံနှုန်း၊ ဘက်ထရီအမျိုးအစားနှင့် ပြန်ပို့ကန့်သတ်ချက်ကို ရွေးပါ။", "ကိုယ်တိုင်စစ်ဆေးမှုကို လုပ်ဆောင်ပြီး အာမခံအတွက် စနစ်ကို မှတ်ပုံတင်ပါ။"],
    brochureIntro: "Aurevo သည် အိမ်များ၊ လုပ်ငန်းများနှင့် ရပ်ရွာများအတွက် အင်ဗာတာ၊ ဘက်ထရီနှင့် စွမ်းအင်သိုလှောင်စနစ်များကို ဒီဇိုင်းထုတ်ပါသည်။ ကျွန်ုပ်တို့၏ ထုတ်ကုန်များကို သက်တမ်းရှည် LFP ဆဲလ်များဖြင့် တည်ဆောက်ထားပြီး ဒေသတွင်း တပ်ဆင်သူများက ပံ့ပိုးကာ အက်ပ်တစ်ခုတည်းမှ စောင့်ကြည့်နိုင်ပါသည်။",
    companyFacts: [["တည်ထောင်ခဲ့သည့်နှစ်", "၂၀၁၄"], ["ဝန်ဆောင်မှုပေးသော နိုင်ငံများ", "၃၈"], ["တပ်ဆင်ပြီး စနစ်များ", "၁၂၀,၀၀၀ ကျော်"], ["တပ်ဆင်ပြီး သိုလှောင်စွမ်းရည်", "1.9 GWh"]],
    companyTitle: "Aurevo အကြောင်း",
    rangesTitle: "ကျွန်ုပ်တို့၏ ထုတ်ကုန်အမျိုးအစားများ",
  },
} satisfies Record<Lang, unknown>;

/** The body of documents that are not about one product's facts, keyed by the slug without its language suffix. */
const special: Record<string, Partial<Record<Lang, string>>> = {
  "helios-ce-declaration": {
    english:
      `<p>We, Aurevo Energy, declare under our sole responsibility that the hybrid inverters listed below conform to the relevant Union harmonisation legislation.</p>` +
      table(["Model", "Rated power"], [["Helios 3.6", "3.6 kW"], ["Helios 6", "6 kW"], ["Helios 10 3P", "10 kW"]]) +
      `<h2>Directives</h2>` +
      list(["2014/35/EU Low Voltage Directive", "2014/30/EU Electromagnetic Compatibility Directive", "2011/65/EU Restriction of Hazardous Substances, as amended by (EU) 2015/863", "2014/53/EU Radio Equipment Directive (Wi-Fi and Bluetooth modules)"]) +
      `<h2>Standards applied</h2>` +
      list(["EN IEC 62109-1:2010 and EN IEC 62109-2:2011 (safety of power converters)", "EN IEC 61000-6-1, -6-2, -6-3 and -6-4 (EMC)", "EN 50549-1:2019 (connection to low-voltage distribution networks)"]) +
      `<p>Signed for and on behalf of Aurevo Energy by the head of product compliance.</p>`,
  },
  "helios-grid-compliance": {
    english:
      `<p>This summary lists the grid-connection standards that Helios inverters have been tested against, and the country setting to choose at commissioning. Certificates are available from Aurevo support on request.</p>` +
      table(
        ["Region", "Standard", "Country setting"],
        [
          ["Australia and New Zealand", "AS/NZS 4777.2:2020", "AU-A / AU-B / AU-C / NZ"],
          ["Spain", "UNE 217002, NTS SEPE 631", "ES-RD647"],
          ["European Union (general)", "EN 50549-1:2019", "EU-GEN"],
          ["Nigeria", "NERC grid code for embedded generation", "NG"],
          ["Latin America", "IEC 61727, IEC 62116", "LATAM"],
        ],
      ) +
      `<p>Settings are locked after commissioning and can only be changed by a registered installer.</p>`,
  },
  "lfp-safety-data-sheet": {
    english:
      `<h2>1. Identification</h2><p>Lithium iron phosphate (LiFePO₄) rechargeable battery modules: PowerCube 5, PowerCube 10, PowerRack 5 and PowerRack 15.</p>` +
      `<h2>2. Hazards</h2><p>The sealed modules present no hazard in normal use. If damaged, overheated or crushed, cells may vent flammable electrolyte vapour.</p>` +
      `<h2>3. First aid</h2>` +
      list(["Skin contact with electrolyte: wash with plenty of water.", "Eye contact: rinse for at least 15 minutes and seek medical advice.", "Inhalation of vapour: move to fresh air."]) +
      `<h2>4. Fire fighting</h2><p>Use large amounts of water to cool modules; dry powder or CO₂ for surrounding fires. Do not enter enclosed spaces without breathing apparatus.</p>` +
      `<h2>5. Transport</h2><p>UN 3480, lithium-ion batteries, class 9. Ship at 30% state of charge or less.</p>`,
    spanish:
      `<h2>1. Identificación</h2><p>Módulos de batería recargable de litio-ferrofosfato (LiFePO₄): PowerCube 5, PowerCube 10, PowerRack 5 y PowerRack 15.</p>` +
      `<h2>2. Peligros</h2><p>Los módulos sellados no presentan peligro en uso normal. Si se dañan, sobrecalientan o aplastan, las celdas pueden liberar vapor de electrolito inflamable.</p>` +
      `<h2>3. Primeros auxilios</h2>` +
      list(["Contacto del electrolito con la piel: lavar con abundante agua.", "Contacto con los ojos: enjuagar al menos 15 minutos y consultar a un médico.", "Inhalación de vapor: salir al aire libre."]) +
      `<h2>4. Lucha contra incendios</h2><p>Enfriar los módulos con abundante agua; polvo seco o CO₂ para fuegos del entorno. No entrar en espacios cerrados sin equipo de respiración.</p>` +
      `<h2>5. Transporte</h2><p>UN 3480, baterías de ion litio, clase 9. Enviar con un estado de carga del 30 % o menos.</p>`,
  },
  "battery-compatibility": {
    english:
      `<p>Aurevo batteries and Helios inverters exchange data over CAN. The combinations below are tested and covered by the warranty with the firmware shown or later.</p>` +
      table(
        ["Inverter", "Battery", "Units", "Minimum firmware"],
        [
          ["Helios 3.6", "PowerCube 5", "1–4", "2.3.0"],
          ["Helios 6", "PowerCube 5 / PowerCube 10", "1–16", "2.3.0"],
          ["Helios 10 3P", "HVStack 20", "1–3 towers", "3.1.2"],
          ["Helios Island 8", "PowerRack 5 / PowerRack 15", "1–15", "1.8.4"],
        ],
      ),
    burmese:
      `<p>Aurevo ဘက်ထရီများနှင့် Helios အင်ဗာတာများသည် CAN ဖြင့် ဒေတာဖလှယ်ပါသည်။ အောက်ပါ တွဲဖက်မှုများကို စမ်းသပ်ပြီးဖြစ်ပြီး ဖော်ပြထားသော ဖမ်းဝဲယား သို့မဟုတ် နောက်ပိုင်းဗားရှင်းဖြင့် အာမခံ အကျုံးဝင်ပါသည်။</p>` +
      table(
        ["အင်ဗာတာ", "ဘက်ထရီ", "အရေအတွက်", "အနိမ့်ဆုံး ဖမ်းဝဲယား"],
        [
          ["Helios 3.6", "PowerCube 5", "၁–၄", "2.3.0"],
          ["Helios 6", "PowerCube 5 / PowerCube 10", "၁–၁၆", "2.3.0"],
          ["Helios 10 3P", "HVStack 20", "မျှော်စင် ၁–၃", "3.1.2"],
          ["Helios Island 8", "PowerRack 5 / PowerRack 15", "၁–၁၅", "1.8.4"],
        ],
      ),
  },
};

async function readItems<T>(folder: string): Promise<Map<string, T>> {
  const names = (await readdir(join(contentRoot, folder))).filter((n) => n.endsWith(".json"));
  const entries = await Promise.all(
    names.map(async (n) => [n.slice(0, -5), JSON.parse(await readFile(join(contentRoot, folder, n), "utf8")) as T] as const),
  );
  return new Map(entries);
}

/** A product's texts in the document language, or english where that translation is absent. */
function textsOf(item: Item, lang: Lang): Texts {
  return item.translations[lang] ?? item.translations.english;
}

function specTable(product: Product, lang: Lang): string {
  const labels = textsOf(product, lang).specLabels as Record<string, string>;
  return `<table class="specs"><tbody>${product.specs
    .map((s) => `<tr><th>${esc(labels[s.key] ?? s.key)}</th><td>${esc(s.value)}${s.unit ? ` ${esc(s.unit)}` : ""}</td></tr>`)
    .join("")}</tbody></table>`;
}

/** Bullet points of a product description, read back from its rich text. */
function highlightsOf(product: Product, lang: Lang): string[] {
  const html = String(textsOf(product, lang).descriptionHtml ?? "");
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

function specValue(product: Product, key: string): string | undefined {
  const spec = product.specs.find((s) => s.key === key);
  return spec ? `${spec.value}${spec.unit ? ` ${spec.unit}` : ""}` : undefined;
}

function body(doc: Doc, products: Map<string, Product>, categories: Map<string, Item>): string {
  const lang = doc.documentLanguage;
  const w = words[lang];
  const base = doc.slug.replace(/-(en|es|my)$/, "");
  const own = special[base]?.[lang];
  if (own) return own;
  const product = doc.productSlugs.length === 1 ? products.get(doc.productSlugs[0]!) : undefined;
  if (doc.type === "brochure") {
    const related = doc.productSlugs.map((s) => products.get(s)).filter((p): p is Product => Boolean(p));
    let html = `<h2>${esc(w.companyTitle)}</h2><p>${esc(w.brochureIntro)}</p>`;
    if (related.length === 0) {
      const ranges = [...categories.values()]
        .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder))
        .map((c) => `<h3>${esc(String(textsOf(c, lang).name))}</h3><p>${esc(String(textsOf(c, lang).description))}</p>`);
      return html + table([w.overview, ""], w.companyFacts) + `<h2>${esc(w.rangesTitle)}</h2>${ranges.join("")}`;
    }
    for (const p of related) {
      const t = textsOf(p, lang);
      html += `<h3>${esc(String(t.name))}</h3><p>${esc(String(t.summary))}</p>`;
    }
    return html;
  }
  if (!product) return `<p>${esc(String(doc.translations[lang]?.description ?? doc.translations.english.description ?? ""))}</p>`;
  const t = textsOf(product, lang);
  // Model names are the same in every language; the english name starts with it.
  const model = String(product.translations.english.name).split(" ").slice(0, 2).join(" ");
  switch (doc.type) {
    case "datasheet":
      return (
        `<p class="lead">${esc(String(t.summary))}</p><h2>${esc(w.highlights)}</h2>${list(highlightsOf(product, lang))}` +
        `<h2>${esc(w.specifications)}</h2>${specTable(product, lang)}`
      );
    case "user-manual":
      return (
        `<h2>1. ${esc(w.safety)}</h2>${list(w.safetyItems)}<h2>2. ${esc(w.overview)}</h2><p>${esc(String(t.summary))}</p>${list(highlightsOf(product, lang))}` +
        `<h2>3. ${esc(w.useTitle)}</h2>${list(w.useItems(model))}<h2>4. ${esc(w.troubleTitle)}</h2>${table(w.troubleHead, w.trouble)}`
      );
    case "manual": {
      const labels = t.specLabels as Record<string, string>;
      const site = ["operatingTemp", "ipRating", "dimensions", "weight"]
        .map((key) => [labels[key] ?? key, specValue(product, key)] as const)
        .filter((row): row is readonly [string, string] => Boolean(row[1]))
        .map(([label, value]) => [label, value]);
      return (
        `<h2>1. ${esc(w.safety)}</h2>${list(w.safetyItems)}<h2>2. ${esc(w.siteTitle)}</h2>${table([w.specifications, ""], site)}` +
        `<h2>3. ${esc(w.mountTitle)}</h2>${list(w.mountItems, true)}<h2>4. ${esc(w.commissionTitle)}</h2>${list(w.commissionItems, true)}`
      );
    }
    default:
      return `<p>${esc(String(t.summary))}</p>`;
  }
}

async function fontFaces(): Promise<string> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve("@fontsource/noto-sans-myanmar/400.css"));
  const css = (await Promise.all(["400.css", "700.css"].map((f) => readFile(join(dir, f), "utf8")))).join("\n");
  return css.replace(/url\(\.\/files\//g, `url(${pathToFileURL(join(dir, "files")).href}/`);
}

function page(doc: Doc, content: string, faces: string): string {
  const lang = doc.documentLanguage;
  const w = words[lang];
  const title = String((doc.translations[lang] ?? doc.translations.english).title);
  const date = new Intl.DateTimeFormat(locale[lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(doc.date * 1000));
  const htmlLang = { english: "en", spanish: "es", burmese: "my" }[lang];
  return `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${faces}
@page { size: A4; margin: 18mm 16mm 20mm; }
body { font-family: "Noto Sans Myanmar", sans-serif; color: #1d2731; font-size: 10.5pt; line-height: ${lang === "burmese" ? 1.9 : 1.5}; }
header { border-bottom: 3px solid #0f4c5c; padding-bottom: 8mm; margin-bottom: 6mm; }
.brand { font-weight: 700; letter-spacing: 3px; color: #0f4c5c; font-size: 12pt; }
.brand span { display: inline-block; width: 10px; height: 10px; border-radius: 50%; background: #f2a541; margin-right: 6px; }
.kind { text-transform: uppercase; color: #2c7a8c; font-size: 9pt; letter-spacing: 1px; margin-top: 10mm; }
h1 { font-size: 22pt; margin: 2mm 0 4mm; line-height: 1.3; }
.meta { font-size: 9pt; color: #5a6570; }
.meta b { color: #1d2731; font-weight: 700; }
h2 { font-size: 13pt; color: #0f4c5c; margin: 6mm 0 2mm; }
h3 { font-size: 11pt; margin: 4mm 0 1mm; }
.lead { font-size: 12pt; }
table { border-collapse: collapse; width: 100%; margin: 2mm 0; font-size: 9.5pt; }
th, td { text-align: left; padding: 1.6mm 2mm; border-bottom: 1px solid #c9d2da; vertical-align: top; }
thead th { background: #0f4c5c; color: #fff; }
.specs th { width: 55%; font-weight: 400; color: #3b4650; }
footer { margin-top: 10mm; font-size: 8pt; color: #8795a1; border-top: 1px solid #c9d2da; padding-top: 2mm; }
</style></head><body><header><div class="brand"><span></span>AUREVO</div><div class="kind">${esc(w.type[doc.type])}</div><h1>${esc(title)}</h1>
<div class="meta"><b>${esc(w.revision)}</b> ${esc(doc.revision)} &nbsp;·&nbsp; <b>${esc(w.date)}</b> ${esc(date)} &nbsp;·&nbsp; <b>${esc(w.language)}</b> ${esc(w.languageName)}</div></header>
${content}<footer>${esc(w.footer)} · ${esc(doc.slug)}</footer></body></html>`;
}

const documents = await readItems<Doc>("documents");
const products = await readItems<Product>("products");
const categories = await readItems<Item>("product-categories");
const faces = await fontFaces();
const work = await mkdtemp(join(tmpdir(), "aurevo-docs-"));
const browser = await chromium.launch({
  // eslint-disable-next-line no-restricted-properties -- the script starts a browser; the API's settings stay in src/env.ts
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const tab = await browser.newPage();
  for (const doc of [...documents.values()].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const htmlPath = join(work, `${doc.slug}.html`);
    await writeFile(htmlPath, page(doc, body(doc, products, categories), faces));
    // A file: page may load the file: fonts; the document waits for them before printing.
    await tab.goto(pathToFileURL(htmlPath).href);
    await tab.evaluate("document.fonts.ready.then(() => true)");
    const out = join(contentRoot, "files", doc.file);
    await mkdir(dirname(out), { recursive: true });
    const pdf = await tab.pdf({ format: "A4", printBackground: true, tagged: true });
    await writeFile(out, pdf);
    console.log(`${doc.file} ${(pdf.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
