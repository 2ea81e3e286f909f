import { regionalApplications, regionalOffices, groupIntroduction, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { addresses, groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The bee set: the group's regional copy for partner-branded sites. */
export const bee: ContentSet = {
  key: "bee",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Group Co., Ltd.",
      address: addresses.groupHeadquarters,
      email: "partners@aurevo.example",
      phone: "+86 512 555 0110",
    },
  },
  aboutUs: {
    text: [groupIntroduction, groupStrengths],
    applicationsList: regionalApplications,
  },
  contactUs: { dataList: regionalOffices },
};
