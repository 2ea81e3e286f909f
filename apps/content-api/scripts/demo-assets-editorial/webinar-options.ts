/**
 * Writes `content/webinar-options.json`: the webinar registration form's relationship choices and
 * every ISO 3166-1 alpha-2 country, named in english, spanish and burmese by the ICU data that
 * ships with Node (`Intl.DisplayNames`), so the names follow CLDR rather than hand spelling.
 * Run: `pnpm --filter @repo/content-api exec tsx scripts/demo-assets-editorial/webinar-options.ts`
 */
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** ISO 3166-1 alpha-2, officially assigned codes. */
const codes = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR
BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH
ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID
IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY
MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ
OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO
SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN
VU WF WS YE YT ZA ZM ZW`
  .split(/\s+/)
  .filter(Boolean);

const locales = { english: "en", spanish: "es", burmese: "my" } as const;

const relationships: { value: string; english: string; spanish: string; burmese: string }[] = [
  { value: "installer", english: "Installer", spanish: "Instalador", burmese: "တပ်ဆင်သူ" },
  { value: "distributor", english: "Distributor", spanish: "Distribuidor", burmese: "ဖြန့်ချိသူ" },
  { value: "reseller", english: "Reseller or retailer", spanish: "Revendedor o minorista", burmese: "ပြန်လည်ရောင်းချသူ သို့မဟုတ် လက်လီဆိုင်" },
  { value: "end-customer", english: "End customer (home owner)", spanish: "Cliente final (propietario de vivienda)", burmese: "အသုံးပြုသူ (အိမ်ပိုင်ရှင်)" },
  { value: "business-owner", english: "Business or facility owner", spanish: "Empresa o titular de instalaciones", burmese: "လုပ်ငန်းရှင် သို့မဟုတ် အဆောက်အအုံပိုင်ရှင်" },
  { value: "project-developer", english: "Project developer or EPC", spanish: "Promotor de proyectos o EPC", burmese: "စီမံကိန်းဖော်ဆောင်သူ သို့မဟုတ် EPC ကုမ္ပဏီ" },
  { value: "consultant", english: "Engineer or consultant", spanish: "Ingeniero o consultor", burmese: "အင်ဂျင်နီယာ သို့မဟုတ် အတိုင်ပင်ခံ" },
  { value: "utility", english: "Utility or grid operator", spanish: "Compañía eléctrica u operador de red", burmese: "လျှပ်စစ်ဓာတ်အား ဖြန့်ဖြူးရေးလုပ်ငန်း" },
  { value: "government", english: "Government or NGO", spanish: "Administración pública u ONG", burmese: "အစိုးရ သို့မဟုတ် အစိုးရမဟုတ်သော အဖွဲ့အစည်း" },
  { value: "media", english: "Press or media", spanish: "Prensa o medios", burmese: "သတင်းမီဒီယာ" },
  { value: "student", english: "Student or researcher", spanish: "Estudiante o investigador", burmese: "ကျောင်းသား သို့မဟုတ် သုတေသီ" },
  { value: "other", english: "Other", spanish: "Otro", burmese: "အခြား" },
];

function countries() {
  const names = Object.fromEntries(
    Object.entries(locales).map(([language, tag]) => [language, new Intl.DisplayNames([tag], { type: "region", fallback: "none" })]),
  ) as Record<keyof typeof locales, Intl.DisplayNames>;
  const english = names.english;
  return codes
    .map((code) => {
      const translations = Object.fromEntries(
        Object.entries(names).map(([language, display]) => {
          const label = display.of(code);
          if (!label) throw new Error(`No ${language} name for ${code}`);
          return [language, { label }];
        }),
      );
      return { code, translations, sortKey: english.of(code) ?? code };
    })
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey, "en"))
    .map(({ code, translations }) => ({ code, translations }));
}

const target = join(dirname(fileURLToPath(import.meta.url)), "../../content/webinar-options.json");
const options = {
  relationships: relationships.map(({ value, ...labels }) => ({
    value,
    translations: Object.fromEntries(Object.entries(labels).map(([language, label]) => [language, { label }])),
  })),
  countries: countries(),
};
await writeFile(target, `${JSON.stringify(options, null, 2)}\n`);
console.log(`${options.relationships.length} relationships, ${options.countries.length} countries → ${target}`);
