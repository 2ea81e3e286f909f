import type { ContentSet } from "./schema";
import { addresses, applicationImages, companyClaims, markers, registeredCountryLinks, socialLinks } from "./shared";

/** The default english edition: the company itself, one Chinese subsidiary. */
export const english: ContentSet = {
  key: "english",
  claims: companyClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Energy Technology Co., Ltd.",
      address: addresses.suzhouPark,
      email: "info@aurevo.example",
      phone: "+86 512 555 0100",
    },
  },
  aboutUs: {
    text: [
      {
        english:
          "Founded in 2014, Aurevo designs and builds inverters, batteries and energy-storage systems for homes, businesses and places the grid does not reach.",
        spanish:
          "Fundada en 2014, Aurevo diseña y fabrica inversores, baterías y sistemas de almacenamiento de energía para hogares, empresas y lugares a los que no llega la red eléctrica.",
        burmese:
          "၂၀၁၄ ခုနှစ်တွင် တည်ထောင်ခဲ့သော Aurevo သည် နေအိမ်များ၊ စီးပွားရေးလုပ်ငန်းများနှင့် ဓာတ်အားလိုင်း မရောက်ရှိသော နေရာများအတွက် အင်ဗာတာ၊ ဘက်ထရီနှင့် စွမ်းအင်သိုလှောင်မှုစနစ်များကို ဒီဇိုင်းရေးဆွဲ ထုတ်လုပ်ပါသည်။",
      },
      {
        english:
          "With more than 10 years of experience and clients in more than 50 countries, we offer one-stop power solutions: generation, distribution, management, storage and remote monitoring.",
        spanish:
          "Con más de 10 años de experiencia y clientes en más de 50 países, ofrecemos soluciones energéticas integrales: generación, distribución, gestión, almacenamiento y monitorización remota.",
        burmese:
          "နှစ်ပေါင်း ၁၀ နှစ်ကျော် အတွေ့အကြုံနှင့် နိုင်ငံပေါင်း ၅၀ ကျော်ရှိ ဖောက်သည်များနှင့်အတူ ကျွန်ုပ်တို့သည် ဓာတ်အားထုတ်လုပ်ခြင်း၊ ဖြန့်ဖြူးခြင်း၊ စီမံခန့်ခွဲခြင်း၊ သိုလှောင်ခြင်းနှင့် အဝေးမှ စောင့်ကြည့်ခြင်းတို့ကို တစ်နေရာတည်းတွင် ပြည့်စုံစွာ ဆောင်ရွက်ပေးသော စွမ်းအင်ဖြေရှင်းချက်များကို ပေးအပ်ပါသည်။",
      },
      {
        english:
          "30% of our staff work in research and development, across 5 laboratories, and our work is protected by more than 100 patents. Our quality management is certified to ISO9001.",
        spanish:
          "El 30 % de nuestra plantilla trabaja en investigación y desarrollo, repartida en 5 laboratorios, y nuestro trabajo está protegido por más de 100 patentes. Nuestra gestión de la calidad está certificada según ISO9001.",
        burmese:
          "ကျွန်ုပ်တို့၏ ဝန်ထမ်း ၃၀% သည် ဓာတ်ခွဲခန်း ၅ ခုတွင် သုတေသနနှင့် ဖွံ့ဖြိုးရေးလုပ်ငန်းများကို ဆောင်ရွက်နေပြီး ကျွန်ုပ်တို့၏ နည်းပညာကို မူပိုင်ခွင့် ၁၀၀ ကျော်ဖြင့် ကာကွယ်ထားပါသည်။ ကျွန်ုပ်တို့၏ အရည်အသွေးစီမံခန့်ခွဲမှုသည် ISO9001 အသိအမှတ်ပြုလက်မှတ် ရရှိထားပါသည်။",
      },
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
          english:
            "Hybrid inverters and wall-mounted batteries that keep a home running on its own solar power, day and night.",
          spanish:
            "Inversores híbridos y baterías murales que mantienen un hogar funcionando con su propia energía solar, de día y de noche.",
          burmese:
            "ဟိုက်ဘရစ် အင်ဗာတာများနှင့် နံရံကပ် ဘက်ထရီများဖြင့် အိမ်တစ်အိမ်ကို ကိုယ်ပိုင် နေရောင်ခြည်စွမ်းအင်ဖြင့် နေ့ရော ညပါ လည်ပတ်စေပါသည်။",
        },
      },
      {
        img: applicationImages.commercial,
        title: { english: "Commercial and industrial", spanish: "Comercio e industria", burmese: "စီးပွားရေးနှင့် စက်မှုလုပ်ငန်း" },
        content: {
          english: "Cabinet storage systems that shave peak demand and keep production lines running through outages.",
          spanish:
            "Sistemas de almacenamiento en armario que recortan los picos de demanda y mantienen las líneas de producción en marcha durante los cortes.",
          burmese:
            "ကက်ဘိနက် စွမ်းအင်သိုလှောင်စနစ်များဖြင့် အမြင့်ဆုံး ဝန်အားလိုအပ်ချက်ကို လျှော့ချပေးပြီး မီးပြတ်ချိန်တွင်လည်း ထုတ်လုပ်ရေးလိုင်းများကို ဆက်လက် လည်ပတ်စေပါသည်။",
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
          english: "Complete power systems for sites beyond the grid, from a farm pump to a village microgrid.",
          spanish:
            "Sistemas de energía completos para lugares sin red, desde la bomba de una finca hasta la microrred de un pueblo.",
          burmese:
            "လယ်ယာသုံး ရေစုပ်စက်တစ်လုံးမှ ကျေးရွာ မိုက်ခရိုဂရစ်တစ်ခုအထိ ဓာတ်အားလိုင်း မရောက်သော နေရာများအတွက် ပြည့်စုံသော လျှပ်စစ်စနစ်များ ဖြစ်ပါသည်။",
        },
      },
      {
        img: applicationImages.backup,
        title: { english: "Backup power", spanish: "Energía de respaldo", burmese: "အရန်လျှပ်စစ်ဓာတ်အား" },
        content: {
          english: "Silent battery backup that switches over in milliseconds, for clinics, shops and telecom sites.",
          spanish:
            "Respaldo silencioso con baterías que conmuta en milisegundos, para clínicas, comercios y emplazamientos de telecomunicaciones.",
          burmese:
            "ဆေးခန်းများ၊ ဆိုင်များနှင့် ဆက်သွယ်ရေးစခန်းများအတွက် မီလီစက္ကန့်အတွင်း အလိုအလျောက် ပြောင်းပေးသော အသံတိတ် ဘက်ထရီအရန်စနစ် ဖြစ်ပါသည်။",
        },
      },
    ],
  },
  contactUs: {
    dataList: [
      {
        title: {
          english: "Aurevo Energy Technology (Suzhou) Co., Ltd.",
          spanish: "Aurevo Energy Technology (Suzhou) Co., Ltd.",
          burmese: "Aurevo Energy Technology (Suzhou) Co., Ltd.",
        },
        address: addresses.suzhouPark,
        email: "china@aurevo.example",
        phone: "+86 512 555 0100, +86 512 555 0101",
        ...markers.china,
      },
    ],
  },
};
