/** What the english-language regional sets (nigeria, australia, bee) share. */
import type { Application, Office } from "./schema";
import { applicationImages, markers } from "./shared";

/** The parent in China, the Australian company and the Myanmar engineering partner (SPEC §2). */
export const regionalOffices: Office[] = [
  {
    title: "Aurevo Group Co., Ltd. (headquarters)",
    address: "12 Example Avenue, Wuzhong District, Suzhou, Jiangsu, China",
    email: "group@aurevo.example",
    phone: "+86 512 555 0110, +86 512 555 0111",
    ...markers.china,
  },
  {
    title: "Aurevo Australia Pty Ltd",
    address: "Unit 4, 21 Sample Street, Parramatta NSW 2150, Australia",
    email: "australia@aurevo.example",
    phone: "+61 2 5550 0123",
    ...markers.australia,
  },
  {
    title: "Golden Delta Engineering Co., Ltd. (engineering partner)",
    address: "No. 45, Example Tower, Kamayut Township, Yangon, Myanmar",
    email: "goldendelta@partner.example",
    phone: "",
    ...markers.myanmar,
  },
];

export const regionalApplications: Application[] = [
  {
    img: applicationImages.residential,
    title: "Residential storage",
    content: "Hybrid inverters and batteries that carry a household through the evening peak and through power cuts.",
  },
  {
    img: applicationImages.commercial,
    title: "Commercial and industrial",
    content: "Storage cabinets that cut diesel use and demand charges for factories, farms and shopping centres.",
  },
  {
    img: applicationImages.offGrid,
    title: "Off-grid and microgrids",
    content: "Solar, storage and control in one system for mines, islands and villages far from the grid.",
  },
  {
    img: applicationImages.backup,
    title: "Backup power",
    content: "Battery backup that takes over in milliseconds for hospitals, banks and telecom towers.",
  },
];

/** The parent group's introduction, which every regional about page opens with. */
export const groupIntroduction =
  "Aurevo belongs to a group founded in 2007. With 17 years of experience, the group serves customers in more than 50 countries, and more than 550,000 of its system sets are operating worldwide.";

export const groupStrengths =
  "30% of the group's staff work in research and development, across 5 laboratories; its work is protected by more than 100 patents, and its quality management is certified to ISO9001.";
