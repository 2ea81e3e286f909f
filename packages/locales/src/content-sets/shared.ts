/**
 * Facts every content set shares. Names, addresses, numbers and e-mails are
 * fictional: `example` domains and numbers from ranges reserved for fiction.
 */
import { countryLinks } from "@repo/config/editions";
import type { Claims, CountryLink, SocialLink } from "./schema";

/** The country dropdown's sites come from the editions' registry, never from copy. */
export function registeredCountryLinks(): CountryLink[] {
  return countryLinks();
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
