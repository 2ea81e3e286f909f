import { regionalApplications, regionalOffices, groupIntroduction, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { addresses, groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The Australia edition. */
export const australia: ContentSet = {
  key: "australia",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Australia Pty Ltd",
      address: addresses.parramatta,
      email: "australia@aurevo.example",
      phone: "+61 2 5550 0123",
    },
  },
  aboutUs: {
    text: [
      {
        english:
          "Aurevo Australia supplies, supports and services the group's inverters and batteries across Australia, working with accredited installers in every state.",
        spanish:
          "Aurevo Australia suministra, asesora y da servicio técnico a los inversores y baterías del grupo en toda Australia, en colaboración con instaladores acreditados de todos los estados.",
        burmese:
          "Aurevo Australia သည် ပြည်နယ်တိုင်းရှိ အသိအမှတ်ပြု တပ်ဆင်သူများနှင့် လက်တွဲ၍ ဩစတြေးလျနိုင်ငံတစ်ဝှမ်းတွင် အုပ်စု၏ အင်ဗာတာနှင့် ဘက်ထရီများကို ဖြန့်ဖြူးခြင်း၊ အကူအညီပေးခြင်းနှင့် ပြုပြင်ထိန်းသိမ်းခြင်းတို့ကို ဆောင်ရွက်ပါသည်။",
      },
      groupIntroduction,
      groupStrengths,
    ],
    applicationsList: regionalApplications,
  },
  contactUs: { dataList: regionalOffices },
};
