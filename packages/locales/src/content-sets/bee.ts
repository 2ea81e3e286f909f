import { regionalApplications, regionalOffices, groupIntroduction, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The bee set: the group's regional copy for partner-branded sites. */
export const bee: ContentSet = {
  key: "bee",
  language: "english",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Group Co., Ltd.",
      address: "12 Example Avenue, Wuzhong District, Suzhou, Jiangsu, China",
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
