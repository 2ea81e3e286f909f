import type { ContentSet } from "./schema";
import { applicationImages, companyClaims, markers, registeredCountryLinks, socialLinks } from "./shared";

/** The default english edition: the company itself, one Chinese subsidiary. */
export const english: ContentSet = {
  key: "english",
  language: "english",
  claims: companyClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Energy Technology Co., Ltd.",
      address: "Building 7, 88 Example Road, Suzhou Industrial Park, Jiangsu, China",
      email: "info@aurevo.example",
      phone: "+86 512 555 0100",
    },
  },
  aboutUs: {
    text: [
      "Founded in 2014, Aurevo designs and builds inverters, batteries and energy-storage systems for homes, businesses and places the grid does not reach.",
      "With more than 10 years of experience and clients in more than 50 countries, we offer one-stop power solutions: generation, distribution, management, storage and remote monitoring.",
      "30% of our staff work in research and development, across 5 laboratories, and our work is protected by more than 100 patents. Our quality management is certified to ISO9001.",
    ],
    applicationsList: [
      {
        img: applicationImages.residential,
        title: "Residential storage",
        content:
          "Hybrid inverters and wall-mounted batteries that keep a home running on its own solar power, day and night.",
      },
      {
        img: applicationImages.commercial,
        title: "Commercial and industrial",
        content: "Cabinet storage systems that shave peak demand and keep production lines running through outages.",
      },
      {
        img: applicationImages.offGrid,
        title: "Off-grid and microgrids",
        content: "Complete power systems for sites beyond the grid, from a farm pump to a village microgrid.",
      },
      {
        img: applicationImages.backup,
        title: "Backup power",
        content: "Silent battery backup that switches over in milliseconds, for clinics, shops and telecom sites.",
      },
    ],
  },
  contactUs: {
    dataList: [
      {
        title: "Aurevo Energy Technology (Suzhou) Co., Ltd.",
        address: "Building 7, 88 Example Road, Suzhou Industrial Park, Jiangsu, China",
        email: "china@aurevo.example",
        phone: "+86 512 555 0100, +86 512 555 0101",
        ...markers.china,
      },
    ],
  },
};
