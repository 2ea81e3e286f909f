import { regionalApplications, regionalOffices, groupIntroduction, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The Australia edition. */
export const australia: ContentSet = {
  key: "australia",
  language: "english",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Australia Pty Ltd",
      address: "Unit 4, 21 Sample Street, Parramatta NSW 2150, Australia",
      email: "australia@aurevo.example",
      phone: "+61 2 5550 0123",
    },
  },
  aboutUs: {
    text: [
      "Aurevo Australia supplies, supports and services the group's inverters and batteries across Australia, working with accredited installers in every state.",
      groupIntroduction,
      groupStrengths,
    ],
    applicationsList: regionalApplications,
  },
  contactUs: { dataList: regionalOffices },
};
