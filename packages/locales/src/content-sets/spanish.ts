import { groupIntroduction, groupOffices, groupStrengths } from "./regional";
import type { ContentSet } from "./schema";
import { addresses, applicationImages, groupClaims, registeredCountryLinks, socialLinks } from "./shared";

/** The spanish-speaking regional set. */
export const spanish: ContentSet = {
  key: "spanish",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Group Co., Ltd.",
      address: addresses.groupHeadquarters,
      email: "ventas@aurevo.example",
      phone: "+86 512 555 0112",
    },
  },
  aboutUs: {
    text: [groupIntroduction, groupStrengths],
    applicationsList: [
      {
        img: applicationImages.residential,
        title: {
          english: "Residential storage",
          spanish: "Almacenamiento residencial",
          burmese: "နေအိမ်သုံး စွမ်းအင်သိုလှောင်မှု",
        },
        content: {
          english: "Hybrid inverters and batteries that keep the home running on its own solar power, day and night.",
          spanish:
            "Inversores híbridos y baterías que mantienen la casa funcionando con su propia energía solar, de día y de noche.",
          burmese: "ဟိုက်ဘရစ် အင်ဗာတာနှင့် ဘက်ထရီများဖြင့် အိမ်ကို ကိုယ်ပိုင် နေရောင်ခြည်စွမ်းအင်ဖြင့် နေ့ရော ညပါ လည်ပတ်စေပါသည်။",
        },
      },
      {
        img: applicationImages.commercial,
        title: { english: "Commercial and industrial", spanish: "Comercio e industria", burmese: "စီးပွားရေးနှင့် စက်မှုလုပ်ငန်း" },
        content: {
          english: "Storage cabinets that shave demand peaks and keep production going through power cuts.",
          spanish:
            "Armarios de almacenamiento que reducen los picos de demanda y mantienen la producción en marcha durante los cortes.",
          burmese:
            "ဝန်အားလိုအပ်ချက် အမြင့်ဆုံးအချိန်များကို လျှော့ချပေးပြီး မီးပြတ်ချိန်တွင်လည်း ထုတ်လုပ်မှုကို ဆက်လက် လည်ပတ်စေသော စွမ်းအင်သိုလှောင် ကက်ဘိနက်များ ဖြစ်ပါသည်။",
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
          english: "Solar power, storage and control in a single system for farms, mines and communities without a grid.",
          spanish:
            "Energía solar, almacenamiento y control en un único sistema para explotaciones agrícolas, minas y poblaciones sin red.",
          burmese:
            "ဓာတ်အားလိုင်း မရှိသော စိုက်ပျိုးမွေးမြူရေးခြံများ၊ သတ္တုတွင်းများနှင့် ရပ်ရွာများအတွက် နေရောင်ခြည်စွမ်းအင်၊ သိုလှောင်မှုနှင့် ထိန်းချုပ်မှုကို စနစ်တစ်ခုတည်းတွင် ပေါင်းစပ်ထားပါသည်။",
        },
      },
      {
        img: applicationImages.backup,
        title: { english: "Backup power", spanish: "Energía de respaldo", burmese: "အရန်လျှပ်စစ်ဓာတ်အား" },
        content: {
          english: "Battery backup that comes on within milliseconds, for clinics, shops and telecom masts.",
          spanish:
            "Respaldo con baterías que entra en funcionamiento en milisegundos, para clínicas, comercios y antenas de telecomunicaciones.",
          burmese:
            "ဆေးခန်းများ၊ ဆိုင်များနှင့် ဆက်သွယ်ရေး အင်တင်နာတိုင်များအတွက် မီလီစက္ကန့်အတွင်း စတင်လည်ပတ်သော ဘက်ထရီအရန်စနစ် ဖြစ်ပါသည်။",
        },
      },
    ],
  },
  contactUs: { dataList: groupOffices() },
};
