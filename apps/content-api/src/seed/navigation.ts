import { type LanguageCode } from "@repo/api-client/contract";

interface Texts {
  title: string;
  alt?: string;
  description?: string;
  explain?: string;
}

export interface NavigationSeed {
  routePath: string;
  mateCode?: string;
  slaveImg?: string;
  texts: Record<LanguageCode, Texts>;
  children?: NavigationSeed[];
}

const link = (routePath: string, english: string, spanish: string, burmese: string): NavigationSeed => ({
  routePath,
  texts: { english: { title: english }, spanish: { title: spanish }, burmese: { title: burmese } },
});

function productCategory(
  slug: string,
  titles: [string, string, string],
  products: NavigationSeed[],
): NavigationSeed {
  return { ...link(`/product-list/${slug}`, ...titles), children: products };
}

/** The six-item menu of SPEC §2, in the three languages, in display order. */
export const navigationSeed: NavigationSeed[] = [
  {
    ...link("/about/company", "About us", "Sobre nosotros", "ကျွန်ုပ်တို့အကြောင်း"),
    children: [
      link("/about/company", "Company", "Empresa", "ကုမ္ပဏီ"),
      link("/about/news", "News", "Noticias", "သတင်းများ"),
      link("/about/blogs", "Blogs", "Blog", "ဘလော့ဂ်များ"),
      link("/about/event", "Events", "Eventos", "ပွဲများ"),
      link("/about/contact", "Contact us", "Contacto", "ဆက်သွယ်ရန်"),
    ],
  },
  {
    routePath: "/solutions",
    mateCode: "Solutions",
    texts: {
      english: { title: "Solutions" },
      spanish: { title: "Soluciones" },
      burmese: { title: "ဖြေရှင်းချက်များ" },
    },
    children: [
      {
        routePath: "/solutions/home-backup",
        texts: {
          english: {
            title: "Home backup",
            alt: "A family home lit at night during a power cut",
            description: "Keep lights, fridge and router running through grid outages.",
            explain: "Backup",
          },
          spanish: {
            title: "Respaldo para el hogar",
            alt: "Una casa familiar iluminada de noche durante un apagón",
            description: "Mantenga las luces, la nevera y el router funcionando durante los cortes de red.",
            explain: "Respaldo",
          },
          burmese: {
            title: "အိမ်သုံး အရန်စွမ်းအင်",
            alt: "ဓာတ်အားပြတ်ချိန် ညဘက်တွင် မီးလင်းနေသော မိသားစုအိမ်",
            description: "ဓာတ်အားပြတ်တောက်ချိန်တွင် မီး၊ ရေခဲသေတ္တာနှင့် ရောက်တာကို ဆက်လက်လည်ပတ်စေပါ။",
            explain: "အရန်",
          },
        },
      },
      {
        routePath: "/solutions/off-grid",
        texts: {
          english: {
            title: "Off-grid",
            alt: "Solar panels and a battery cabinet beside a remote clinic",
            description: "Solar, storage and a generator input for sites with no grid at all.",
            explain: "Off-grid",
          },
          spanish: {
            title: "Sistemas aislados",
            alt: "Paneles solares y un armario de baterías junto a una clínica rural",
            description: "Energía solar, almacenamiento y entrada de generador para lugares sin red eléctrica.",
            explain: "Aislado",
          },
          burmese: {
            title: "ဓာတ်အားလိုင်းမဲ့ စနစ်",
            alt: "ဝေးလံသော ဆေးခန်းဘေးရှိ ဆိုလာပြားများနှင့် ဘက်ထရီဗီရို",
            description: "ဓာတ်အားလိုင်း လုံးဝမရှိသော နေရာများအတွက် ဆိုလာ၊ စွမ်းအင်သိုလှောင်မှုနှင့် မီးစက်ချိတ်ဆက်မှု။",
            explain: "လိုင်းမဲ့",
          },
        },
      },
      {
        routePath: "/solutions/hybrid",
        texts: {
          english: {
            title: "Hybrid",
            alt: "A rooftop solar array on a suburban house",
            description: "Use solar first, store the surplus and draw on the grid only when needed.",
            explain: "Hybrid",
          },
          spanish: {
            title: "Sistemas híbridos",
            alt: "Paneles solares en el tejado de una casa de las afueras",
            description: "Use primero la energía solar, almacene el excedente y tome de la red solo cuando haga falta.",
            explain: "Híbrido",
          },
          burmese: {
            title: "ဟိုက်ဘရစ် စနစ်",
            alt: "မြို့စွန်အိမ်တစ်လုံး၏ ခေါင်မိုးပေါ်ရှိ ဆိုလာပြားများ",
            description: "ဆိုလာစွမ်းအင်ကို ဦးစွာသုံးပြီး ပိုလျှံသည်ကို သိုလှောင်ကာ လိုအပ်မှသာ ဓာတ်အားလိုင်းမှ ယူပါ။",
            explain: "ဟိုက်ဘရစ်",
          },
        },
      },
      {
        routePath: "/solutions/commercial-storage",
        texts: {
          english: {
            title: "Commercial & industrial storage",
            alt: "A row of battery cabinets at a factory",
            description: "Cut peak-demand charges and keep production running through outages.",
            explain: "C&I",
          },
          spanish: {
            title: "Almacenamiento comercial e industrial",
            alt: "Una fila de armarios de baterías en una fábrica",
            description: "Reduzca los cargos por demanda máxima y mantenga la producción durante los cortes.",
            explain: "C&I",
          },
          burmese: {
            title: "စီးပွားဖြစ်နှင့် စက်မှုသုံး စွမ်းအင်သိုလှောင်မှု",
            alt: "စက်ရုံတစ်ခုရှိ တန်းစီထားသော ဘက်ထရီဗီရိုများ",
            description: "အမြင့်ဆုံးဝန်အခကြေးငွေကို လျှော့ချပြီး ဓာတ်အားပြတ်ချိန်တွင်လည်း ထုတ်လုပ်မှုကို ဆက်လည်ပတ်စေပါ။",
            explain: "C&I",
          },
        },
      },
    ],
  },
  {
    routePath: "/products",
    mateCode: "Products",
    texts: {
      english: { title: "Products" },
      spanish: { title: "Productos" },
      burmese: { title: "ထုတ်ကုန်များ" },
    },
    children: [
      productCategory("general", ["General", "General", "အထွေထွေ"], [
        link("/products/voyager-2000", "Voyager 2000 portable power station", "Estación de energía portátil Voyager 2000", "Voyager 2000 သယ်ဆောင်ရလွယ်သော ဓာတ်အားပေးစက်"),
      ]),
      productCategory("battery", ["Battery", "Baterías", "ဘက်ထရီ"], [
        link("/products/powercube-5", "PowerCube 5 kWh LFP battery", "Batería LFP PowerCube 5 kWh", "PowerCube 5 kWh LFP ဘက်ထရီ"),
        link("/products/powerrack-15", "PowerRack 15 kWh rack battery", "Batería en rack PowerRack 15 kWh", "PowerRack 15 kWh ရက်ခ်ဘက်ထရီ"),
      ]),
      productCategory("inverter", ["Inverter", "Inversores", "အင်ဗာတာ"], [
        link("/products/helios-6", "Helios 6 kW hybrid inverter", "Inversor híbrido Helios 6 kW", "Helios 6 kW ဟိုက်ဘရစ် အင်ဗာတာ"),
        link("/products/helios-10-3p", "Helios 10 kW three-phase inverter", "Inversor trifásico Helios 10 kW", "Helios 10 kW သုံးဖေ့စ် အင်ဗာတာ"),
      ]),
      productCategory("monitoring-ems", ["Monitoring & EMS", "Monitorización y EMS", "စောင့်ကြည့်မှုနှင့် EMS"], [
        link("/products/aurevo-cloud", "Aurevo Cloud monitoring", "Monitorización Aurevo Cloud", "Aurevo Cloud စောင့်ကြည့်စနစ်"),
        link("/products/ems-200", "EMS-200 energy manager", "Gestor de energía EMS-200", "EMS-200 စွမ်းအင်စီမံခန့်ခွဲကိရိယာ"),
      ]),
      productCategory("residential", ["Residential", "Residencial", "အိမ်သုံး"], [
        link("/products/homestack-10", "HomeStack 10 kWh all-in-one", "HomeStack 10 kWh todo en uno", "HomeStack 10 kWh အားလုံးပါဝင်စနစ်"),
      ]),
      productCategory("commercial", ["Commercial", "Comercial", "စီးပွားဖြစ်"], [
        link("/products/gridbank-215", "GridBank 215 kWh cabinet", "Armario GridBank 215 kWh", "GridBank 215 kWh ဗီရို"),
      ]),
    ],
  },
  {
    routePath: "/support/faq",
    mateCode: "Support",
    texts: {
      english: { title: "Support", description: "We are with you before, during and after installation." },
      spanish: { title: "Soporte", description: "Le acompañamos antes, durante y después de la instalación." },
      burmese: {
        title: "အကူအညီ",
        description: "တပ်ဆင်မှု မတိုင်မီ၊ တပ်ဆင်စဉ်နှင့် တပ်ဆင်ပြီးနောက်တွင် ကျွန်ုပ်တို့ အတူရှိနေပါသည်။",
      },
    },
    children: [
      link("/support/faq", "FAQ", "Preguntas frecuentes", "မေးလေ့ရှိသော မေးခွန်းများ"),
      link("/support/videoList", "Videos", "Vídeos", "ဗီဒီယိုများ"),
      link("/support/warranty", "Warranty", "Garantía", "အာမခံ"),
      link("/support/webinar", "Webinars", "Seminarios web", "ဝက်ဘီနာများ"),
    ],
  },
  {
    ...link("/downloads", "Downloads", "Descargas", "ဒေါင်းလုဒ်များ"),
    children: [
      link("/downloads#Datasheet", "Datasheet", "Fichas técnicas", "နည်းပညာအချက်အလက်စာရွက်"),
      link("/downloads#UserManual", "User Manual", "Manual de usuario", "အသုံးပြုသူ လမ်းညွှန်"),
      link("/downloads#Brochure", "Brochure", "Folletos", "လက်ကမ်းစာစောင်"),
      link("/downloads#Manual", "Manual", "Manuales", "လက်စွဲစာအုပ်"),
      link("/downloads#MoreFiles", "More Files", "Más archivos", "နောက်ထပ်ဖိုင်များ"),
    ],
  },
  link("/case-study", "Case Study", "Casos de éxito", "လက်တွေ့အသုံးချမှု သာဓကများ"),
];
