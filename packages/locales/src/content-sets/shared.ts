/**
 * Facts every content set shares. Names, addresses, numbers and e-mails are
 * fictional: `example` domains and numbers from ranges reserved for fiction.
 */
import { countryLinks, registeredPublicUrls } from "@repo/config/editions";
import type { Claims, CountryLink, LocalizedText, SocialLink } from "./schema";

/**
 * The country dropdown's sites come from the editions' registry, never from copy:
 * its public URLs here (the header links to each deployment's own, `SITE_URL_<ID>`).
 */
export function registeredCountryLinks(): CountryLink[] {
  return countryLinks(registeredPublicUrls);
}

export const socialLinks: SocialLink[] = [
  { class: "video-channel", url: "https://video.example/@aurevo" },
  { class: "social-network", url: "https://social.example/aurevo" },
  { class: "professional-network", url: "https://professional.example/company/aurevo" },
  { class: "photo-sharing", url: "https://photos.example/aurevo" },
];

const sharedClaims = { rdStaffShare: 0.3, labs: 5, patents: 100, certifications: ["ISO9001"] };

/** The default english edition speaks for the company itself (SPEC §1). */
export const companyClaims: Claims = {
  kind: "company",
  founded: 2014,
  years: 10,
  countries: 50,
  oneStop: true,
  ...sharedClaims,
};

/** Regional editions speak for the parent group (SPEC §1). */
export const groupClaims: Claims = {
  kind: "group",
  founded: 2007,
  years: 17,
  countries: 50,
  systemSets: 550_000,
  ...sharedClaims,
};

/** Map markers of the contact page's offices, in percent of the world map. */
export const markers = {
  china: { bottom: "49.1%", left: "76%" },
  australia: { bottom: "22.5%", left: "85.4%" },
  myanmar: { bottom: "44.2%", left: "71.8%" },
} as const;

/** Application pictures, served from every edition's `public/`. */
export const applicationImages = {
  residential: "/brand/applications/residential.svg",
  commercial: "/brand/applications/commercial.svg",
  offGrid: "/brand/applications/off-grid.svg",
  backup: "/brand/applications/backup.svg",
} as const;

/** The offices' addresses, as each language writes them. */
export const addresses = {
  suzhouPark: {
    english: "Building 7, 88 Example Road, Suzhou Industrial Park, Jiangsu, China",
    spanish: "Edificio 7, 88 Example Road, Parque Industrial de Suzhou, Jiangsu (China)",
    burmese: "အဆောက်အအုံ ၇၊ အမှတ် ၈၈ Example Road၊ Suzhou စက်မှုဇုန်၊ Jiangsu၊ တရုတ်နိုင်ငံ",
  },
  groupHeadquarters: {
    english: "12 Example Avenue, Wuzhong District, Suzhou, Jiangsu, China",
    spanish: "12 Example Avenue, distrito de Wuzhong, Suzhou, Jiangsu (China)",
    burmese: "12 Example Avenue၊ Wuzhong ခရိုင်၊ Suzhou၊ Jiangsu၊ တရုတ်နိုင်ငံ",
  },
  parramatta: {
    english: "Unit 4, 21 Sample Street, Parramatta NSW 2150, Australia",
    spanish: "Unit 4, 21 Sample Street, Parramatta NSW 2150 (Australia)",
    burmese: "Unit 4, 21 Sample Street, Parramatta NSW 2150၊ ဩစတြေးလျနိုင်ငံ",
  },
  yangon: {
    english: "No. 45, Example Tower, Kamayut Township, Yangon, Myanmar",
    spanish: "N.º 45, Example Tower, municipio de Kamayut, Rangún (Myanmar)",
    burmese: "အမှတ် ၄၅၊ Example Tower၊ ကမာရွတ်မြို့နယ်၊ ရန်ကုန်မြို့",
  },
  lagos: {
    english: "Plot 9, Example Close, Victoria Island, Lagos, Nigeria",
    spanish: "Parcela 9, Example Close, Victoria Island, Lagos (Nigeria)",
    burmese: "မြေကွက်အမှတ် ၉၊ Example Close၊ Victoria Island၊ Lagos၊ နိုင်ဂျီးရီးယားနိုင်ငံ",
  },
} as const satisfies Record<string, LocalizedText>;
