import { regionalApplications, regionalOffices, groupIntroduction, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The Nigeria edition: the Nigerian branch is the group's local service centre. */
export const nigeria: ContentSet = {
  key: "nigeria",
  language: "english",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Nigeria Limited",
      address: "Plot 9, Example Close, Victoria Island, Lagos, Nigeria",
      email: "nigeria@aurevo.example",
      phone: "+234 1 555 0100, +234 1 555 0101",
    },
  },
  aboutUs: {
    text: [
      "Aurevo Nigeria is the group's local service centre for Nigeria. From our office and warehouse in Lagos, our engineers size systems with installers, keep spare parts in stock, and repair and replace equipment under warranty without shipping it abroad.",
      groupIntroduction,
      groupStrengths,
    ],
    applicationsList: regionalApplications,
  },
  contactUs: { dataList: regionalOffices },
};
