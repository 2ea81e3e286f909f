import { regionalApplications, regionalOffices, groupIntroduction, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { addresses, groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The Nigeria edition: the Nigerian branch is the group's local service centre. */
export const nigeria: ContentSet = {
  key: "nigeria",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Nigeria Limited",
      address: addresses.lagos,
      email: "nigeria@aurevo.example",
      phone: "+234 1 555 0100, +234 1 555 0101",
    },
  },
  aboutUs: {
    text: [
      {
        english:
          "Aurevo Nigeria is the group's local service centre for Nigeria. From our office and warehouse in Lagos, our engineers size systems with installers, keep spare parts in stock, and repair and replace equipment under warranty without shipping it abroad.",
        spanish:
          "Aurevo Nigeria es el centro de servicio local del grupo en Nigeria. Desde nuestra oficina y almacén en Lagos, nuestros ingenieros dimensionan los sistemas junto con los instaladores, mantienen repuestos en stock y reparan o sustituyen los equipos en garantía sin enviarlos al extranjero.",
        burmese:
          "Aurevo Nigeria သည် နိုင်ဂျီးရီးယားနိုင်ငံရှိ အုပ်စု၏ ဒေသတွင်း ဝန်ဆောင်မှုစင်တာ ဖြစ်ပါသည်။ Lagos မြို့ရှိ ကျွန်ုပ်တို့၏ ရုံးနှင့် ဂိုဒေါင်မှနေ၍ အင်ဂျင်နီယာများသည် တပ်ဆင်သူများနှင့်အတူ စနစ်အရွယ်အစားကို တွက်ချက်ပေးခြင်း၊ အပိုပစ္စည်းများကို အသင့်ထားရှိခြင်းနှင့် အာမခံကာလအတွင်း ပစ္စည်းများကို နိုင်ငံခြားသို့ ပို့စရာမလိုဘဲ ပြုပြင်ခြင်း၊ လဲလှယ်ပေးခြင်းတို့ကို ဆောင်ရွက်ပါသည်။",
      },
      groupIntroduction,
      groupStrengths,
    ],
    applicationsList: regionalApplications,
  },
  contactUs: { dataList: regionalOffices },
};
