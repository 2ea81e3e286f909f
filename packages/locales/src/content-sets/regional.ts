/** What the regional sets (nigeria, spanish, australia, bee, burmese) share: the parent group's copy and offices. */
import type { Application, LocalizedText, Office } from "./schema";
import { addresses, applicationImages, markers } from "./shared";

/**
 * The parent in China, the Australian company and the Myanmar engineering
 * partner (SPEC §2); the partner's phone is listed on the Myanmar edition only.
 */
export function groupOffices(partnerPhone = ""): Office[] {
  return [
    {
      title: {
        english: "Aurevo Group Co., Ltd. (headquarters)",
        spanish: "Aurevo Group Co., Ltd. (sede central)",
        burmese: "Aurevo Group Co., Ltd. (ပင်မရုံးချုပ်)",
      },
      address: addresses.groupHeadquarters,
      email: "group@aurevo.example",
      phone: "+86 512 555 0110, +86 512 555 0111",
      ...markers.china,
    },
    {
      title: { english: "Aurevo Australia Pty Ltd", spanish: "Aurevo Australia Pty Ltd", burmese: "Aurevo Australia Pty Ltd" },
      address: addresses.parramatta,
      email: "australia@aurevo.example",
      phone: "+61 2 5550 0123",
      ...markers.australia,
    },
    {
      title: {
        english: "Golden Delta Engineering Co., Ltd. (engineering partner)",
        spanish: "Golden Delta Engineering Co., Ltd. (socio de ingeniería)",
        burmese: "Golden Delta Engineering Co., Ltd. (အင်ဂျင်နီယာ မိတ်ဖက်)",
      },
      address: addresses.yangon,
      email: "goldendelta@partner.example",
      phone: partnerPhone,
      ...markers.myanmar,
    },
  ];
}

export const regionalOffices: Office[] = groupOffices();

export const regionalApplications: Application[] = [
  {
    img: applicationImages.residential,
    title: {
      english: "Residential storage",
      spanish: "Almacenamiento residencial",
      burmese: "နေအိမ်သုံး စွမ်းအင်သိုလှောင်မှု",
    },
    content: {
      english: "Hybrid inverters and batteries that carry a household through the evening peak and through power cuts.",
      spanish: "Inversores híbridos y baterías que sostienen un hogar durante el pico de la tarde y los cortes de luz.",
      burmese:
        "ဟိုက်ဘရစ် အင်ဗာတာနှင့် ဘက်ထရီများဖြင့် ညနေပိုင်း ဓာတ်အားသုံးစွဲမှု အများဆုံးအချိန်နှင့် မီးပြတ်ချိန်များတွင် အိမ်ထောင်စုတစ်စုကို လျှပ်စစ်မီး မပြတ်စေပါ။",
    },
  },
  {
    img: applicationImages.commercial,
    title: { english: "Commercial and industrial", spanish: "Comercio e industria", burmese: "စီးပွားရေးနှင့် စက်မှုလုပ်ငန်း" },
    content: {
      english: "Storage cabinets that cut diesel use and demand charges for factories, farms and shopping centres.",
      spanish:
        "Armarios de almacenamiento que reducen el consumo de gasóleo y los cargos por demanda en fábricas, explotaciones agrícolas y centros comerciales.",
      burmese:
        "စက်ရုံများ၊ စိုက်ပျိုးမွေးမြူရေးခြံများနှင့် ဈေးဝယ်စင်တာများအတွက် ဒီဇယ်သုံးစွဲမှုနှင့် ဝန်အားလိုအပ်ချက်အခကြေးငွေများကို လျှော့ချပေးသော စွမ်းအင်သိုလှောင် ကက်ဘိနက်များ ဖြစ်ပါသည်။",
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
      english: "Solar, storage and control in one system for mines, islands and villages far from the grid.",
      spanish: "Energía solar, almacenamiento y control en un único sistema para minas, islas y pueblos alejados de la red.",
      burmese:
        "ဓာတ်အားလိုင်းနှင့် ဝေးကွာသော သတ္တုတွင်းများ၊ ကျွန်းများနှင့် ကျေးရွာများအတွက် နေရောင်ခြည်စွမ်းအင်၊ သိုလှောင်မှုနှင့် ထိန်းချုပ်မှုကို စနစ်တစ်ခုတည်းတွင် ပေါင်းစပ်ထားပါသည်။",
    },
  },
  {
    img: applicationImages.backup,
    title: { english: "Backup power", spanish: "Energía de respaldo", burmese: "အရန်လျှပ်စစ်ဓာတ်အား" },
    content: {
      english: "Battery backup that takes over in milliseconds for hospitals, banks and telecom towers.",
      spanish: "Respaldo con baterías que entra en funcionamiento en milisegundos para hospitales, bancos y torres de telecomunicaciones.",
      burmese: "ဆေးရုံများ၊ ဘဏ်များနှင့် ဆက်သွယ်ရေးတာဝါများအတွက် မီလီစက္ကန့်အတွင်း တာဝန်ယူပေးသော ဘက်ထရီအရန်စနစ် ဖြစ်ပါသည်။",
    },
  },
];

/** The parent group's introduction, which every regional about page opens with. */
export const groupIntroduction: LocalizedText = {
  english:
    "Aurevo belongs to a group founded in 2007. With 17 years of experience, the group serves customers in more than 50 countries, and more than 550,000 of its system sets are operating worldwide.",
  spanish:
    "Aurevo forma parte de un grupo fundado en 2007. Con 17 años de experiencia, el grupo atiende a clientes en más de 50 países y tiene más de 550.000 sistemas en funcionamiento en todo el mundo.",
  burmese:
    "Aurevo သည် ၂၀၀၇ ခုနှစ်တွင် တည်ထောင်ခဲ့သော ကုမ္ပဏီအုပ်စု၏ အစိတ်အပိုင်းတစ်ခု ဖြစ်ပါသည်။ နှစ်ပေါင်း ၁၇ နှစ် အတွေ့အကြုံဖြင့် နိုင်ငံပေါင်း ၅၀ ကျော်ရှိ ဖောက်သည်များကို ဝန်ဆောင်မှုပေးလျက်ရှိပြီး ကမ္ဘာတစ်ဝှမ်းတွင် စနစ်ပေါင်း ၅၅၀,၀၀၀ စုံကျော် လည်ပတ်နေပါသည်။",
};

export const groupStrengths: LocalizedText = {
  english:
    "30% of the group's staff work in research and development, across 5 laboratories; its work is protected by more than 100 patents, and its quality management is certified to ISO9001.",
  spanish:
    "El 30 % de la plantilla del grupo trabaja en I+D, repartida en 5 laboratorios; su tecnología está protegida por más de 100 patentes y su gestión de la calidad cuenta con la certificación ISO9001.",
  burmese:
    "အုပ်စု၏ ဝန်ထမ်း ၃၀% သည် ဓာတ်ခွဲခန်း ၅ ခုတွင် သုတေသနနှင့် ဖွံ့ဖြိုးရေးလုပ်ငန်းများကို ဆောင်ရွက်နေပြီး မူပိုင်ခွင့် ၁၀၀ ကျော် ရရှိထားကာ ISO9001 အရည်အသွေးစီမံခန့်ခွဲမှု အသိအမှတ်ပြုလက်မှတ်လည်း ရရှိထားပါသည်။",
};
