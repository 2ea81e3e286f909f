import { groupIntroduction, groupOffices, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { addresses, applicationImages, groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The Myanmar edition: the group's copy with its engineering partner in Myanmar. */
export const burmese: ContentSet = {
  key: "burmese",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Golden Delta Engineering Co., Ltd.",
      address: addresses.yangon,
      email: "myanmar@aurevo.example",
      phone: "+95 1 555 0100, +95 1 555 0101",
    },
  },
  aboutUs: {
    text: [
      groupIntroduction,
      {
        english:
          "In Myanmar, our engineering partner Golden Delta Engineering designs, installs and services systems under warranty, right here in the country.",
        spanish:
          "En Myanmar, nuestro socio de ingeniería Golden Delta Engineering se encarga en el propio país del diseño, la instalación y el servicio en garantía de los sistemas.",
        burmese:
          "မြန်မာနိုင်ငံတွင် ကျွန်ုပ်တို့၏ အင်ဂျင်နီယာ မိတ်ဖက်ဖြစ်သော Golden Delta Engineering က စနစ်ဒီဇိုင်းရေးဆွဲခြင်း၊ တပ်ဆင်ခြင်းနှင့် အာမခံ ဝန်ဆောင်မှုများကို ဒေသတွင်းမှာပင် ဆောင်ရွက်ပေးပါသည်။",
      },
      groupStrengths,
    ],
    applicationsList: [
      {
        img: applicationImages.residential,
        title: {
          english: "Residential storage",
          spanish: "Almacenamiento residencial",
          burmese: "နေအိမ်သုံး စွမ်းအင်သိုလှောင်မှု",
        },
        content: {
          english: "Hybrid inverters and batteries store solar power and keep the lights on at home, day and night.",
          spanish: "Inversores híbridos y baterías que almacenan la energía solar y mantienen la luz en casa, de día y de noche.",
          burmese: "ဟိုက်ဘရစ် အင်ဗာတာနှင့် ဘက်ထရီများဖြင့် နေရောင်ခြည်စွမ်းအင်ကို သိုလှောင်ထားပြီး နေ့ရော ညပါ အိမ်တွင်း လျှပ်စစ်မီး မပြတ်စေပါ။",
        },
      },
      {
        img: applicationImages.commercial,
        title: { english: "Commercial and industrial", spanish: "Comercio e industria", burmese: "စီးပွားရေးနှင့် စက်မှုလုပ်ငန်း" },
        content: {
          english: "Storage cabinets that cut diesel use and keep production going through power cuts.",
          spanish: "Armarios de almacenamiento que reducen el consumo de gasóleo y mantienen la producción durante los cortes de luz.",
          burmese: "စွမ်းအင်သိုလှောင်ကက်ဘိနက်များဖြင့် ဒီဇယ်သုံးစွဲမှုကို လျှော့ချပေးပြီး မီးပြတ်ချိန်တွင်လည်း ထုတ်လုပ်မှု မရပ်တန့်စေပါ။",
        },
      },
      {
        img: applicationImages.offGrid,
        title: {
          english: "Off-grid and microgrids",
          spanish: "Sistemas aislados y microrredes",
          burmese: "ဓာတ်အားလိုင်းမရှိသော နေရာများနှင့် မိုက်ခရိုဂရစ်",
        },
        content: {
          english:
            "Solar power, storage and control combined in one system, suited to villages and work sites the grid does not reach.",
          spanish:
            "Energía solar, almacenamiento y control reunidos en un solo sistema, pensado para pueblos y obras a los que no llega la red.",
          burmese:
            "နေရောင်ခြည်စွမ်းအင်၊ သိုလှောင်မှုနှင့် ထိန်းချုပ်မှုကို စနစ်တစ်ခုတည်းတွင် ပေါင်းစပ်ထားပြီး ဓာတ်အားလိုင်း မရောက်သော ကျေးရွာများနှင့် လုပ်ငန်းခွင်များအတွက် သင့်လျော်ပါသည်။",
        },
      },
      {
        img: applicationImages.backup,
        title: { english: "Backup power", spanish: "Energía de respaldo", burmese: "အရန်လျှပ်စစ်ဓာတ်အား" },
        content: {
          english:
            "Battery backup that switches over automatically within milliseconds of a power cut, for clinics, shops and telecom towers.",
          spanish:
            "Respaldo con baterías que conmuta automáticamente en milisegundos tras un corte de luz, para clínicas, comercios y torres de telecomunicaciones.",
          burmese:
            "မီးပြတ်သည်နှင့် မီလီစက္ကန့်အတွင်း အလိုအလျောက် ပြောင်းပေးသော ဘက်ထရီအရန်စနစ်ဖြစ်ပြီး ဆေးခန်း၊ ဆိုင်နှင့် ဆက်သွယ်ရေးတာဝါများအတွက် ဖြစ်ပါသည်။",
        },
      },
    ],
  },
  contactUs: { dataList: groupOffices("+95 1 555 0100") },
};
