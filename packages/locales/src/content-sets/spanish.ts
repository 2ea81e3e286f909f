import type { ContentSet } from "./schema";
import { applicationImages, groupClaims, markers, registeredCountryLinks, socialLinks } from "./shared";

/** The spanish-language regional set. */
export const spanish: ContentSet = {
  key: "spanish",
  language: "spanish",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Aurevo Group Co., Ltd.",
      address: "12 Example Avenue, distrito de Wuzhong, Suzhou, Jiangsu (China)",
      email: "ventas@aurevo.example",
      phone: "+86 512 555 0112",
    },
  },
  aboutUs: {
    text: [
      "Aurevo forma parte de un grupo fundado en 2007. Con 17 años de experiencia, el grupo atiende a clientes en más de 50 países y tiene más de 550.000 sistemas en funcionamiento en todo el mundo.",
      "El 30 % de la plantilla del grupo trabaja en I+D, repartida en 5 laboratorios; su tecnología está protegida por más de 100 patentes y su gestión de la calidad cuenta con la certificación ISO9001.",
    ],
    applicationsList: [
      {
        img: applicationImages.residential,
        title: "Almacenamiento residencial",
        content:
          "Inversores híbridos y baterías que mantienen la casa funcionando con su propia energía solar, de día y de noche.",
      },
      {
        img: applicationImages.commercial,
        title: "Comercio e industria",
        content:
          "Armarios de almacenamiento que reducen los picos de demanda y mantienen la producción en marcha durante los cortes.",
      },
      {
        img: applicationImages.offGrid,
        title: "Sistemas aislados y microrredes",
        content:
          "Energía solar, almacenamiento y control en un único sistema para explotaciones agrícolas, minas y poblaciones sin red.",
      },
      {
        img: applicationImages.backup,
        title: "Energía de respaldo",
        content:
          "Respaldo con baterías que entra en funcionamiento en milisegundos, para clínicas, comercios y antenas de telecomunicaciones.",
      },
    ],
  },
  contactUs: {
    dataList: [
      {
        title: "Aurevo Group Co., Ltd. (sede central)",
        address: "12 Example Avenue, distrito de Wuzhong, Suzhou, Jiangsu (China)",
        email: "group@aurevo.example",
        phone: "+86 512 555 0110, +86 512 555 0111",
        ...markers.china,
      },
      {
        title: "Aurevo Australia Pty Ltd",
        address: "Unit 4, 21 Sample Street, Parramatta NSW 2150 (Australia)",
        email: "australia@aurevo.example",
        phone: "+61 2 5550 0123",
        ...markers.australia,
      },
      {
        title: "Golden Delta Engineering Co., Ltd. (socio de ingeniería)",
        address: "N.º 45, Example Tower, municipio de Kamayut, Rangún (Myanmar)",
        email: "goldendelta@partner.example",
        phone: "",
        ...markers.myanmar,
      },
    ],
  },
};
