import type { ContentSet } from "./schema";
import { applicationImages, groupClaims, markers, registeredCountryLinks, socialLinks } from "./shared";

/** The Myanmar edition, written in Burmese. */
export const burmese: ContentSet = {
  key: "burmese",
  language: "burmese",
  claims: groupClaims,
  header: { countryLink: registeredCountryLinks() },
  footer: {
    link: socialLinks,
    companyInfo: {
      title: "Golden Delta Engineering Co., Ltd.",
      address: "အမှတ် ၄၅၊ Example Tower၊ ကမာရွတ်မြို့နယ်၊ ရန်ကုန်မြို့",
      email: "myanmar@aurevo.example",
      phone: "+95 1 555 0100, +95 1 555 0101",
    },
  },
  aboutUs: {
    text: [
      "Aurevo သည် ၂၀၀၇ ခုနှစ်တွင် တည်ထောင်ခဲ့သော ကုမ္ပဏီအုပ်စု၏ အစိတ်အပိုင်းတစ်ခု ဖြစ်ပါသည်။ နှစ်ပေါင်း ၁၇ နှစ် အတွေ့အကြုံဖြင့် နိုင်ငံပေါင်း ၅၀ ကျော်ရှိ ဖောက်သည်များကို ဝန်ဆောင်မှုပေးလျက်ရှိပြီး ကမ္ဘာတစ်ဝှမ်းတွင် စနစ်ပေါင်း ၅၅၀,၀၀၀ စုံကျော် လည်ပတ်နေပါသည်။",
      "မြန်မာနိုင်ငံတွင် ကျွန်ုပ်တို့၏ အင်ဂျင်နီယာ မိတ်ဖက်ဖြစ်သော Golden Delta Engineering က စနစ်ဒီဇိုင်းရေးဆွဲခြင်း၊ တပ်ဆင်ခြင်းနှင့် အာမခံ ဝန်ဆောင်မှုများကို ဒေသတွင်းမှာပင် ဆောင်ရွက်ပေးပါသည်။",
      "အုပ်စု၏ ဝန်ထမ်း ၃၀% သည် ဓာတ်ခွဲခန်း ၅ ခုတွင် သုတေသနနှင့် ဖွံ့ဖြိုးရေးလုပ်ငန်းများကို ဆောင်ရွက်နေပြီး မူပိုင်ခွင့် ၁၀၀ ကျော် ရရှိထားကာ ISO9001 အရည်အသွေးစီမံခန့်ခွဲမှု အသိအမှတ်ပြုလက်မှတ်လည်း ရရှိထားပါသည်။",
    ],
    applicationsList: [
      {
        img: applicationImages.residential,
        title: "နေအိမ်သုံး စွမ်းအင်သိုလှောင်မှု",
        content: "ဟိုက်ဘရစ် အင်ဗာတာနှင့် ဘက်ထရီများဖြင့် နေရောင်ခြည်စွမ်းအင်ကို သိုလှောင်ထားပြီး နေ့ရော ညပါ အိမ်တွင်း လျှပ်စစ်မီး မပြတ်စေပါ။",
      },
      {
        img: applicationImages.commercial,
        title: "စီးပွားရေးနှင့် စက်မှုလုပ်ငန်း",
        content: "စွမ်းအင်သိုလှောင်ကက်ဘိနက်များဖြင့် ဒီဇယ်သုံးစွဲမှုကို လျှော့ချပေးပြီး မီးပြတ်ချိန်တွင်လည်း ထုတ်လုပ်မှု မရပ်တန့်စေပါ။",
      },
      {
        img: applicationImages.offGrid,
        title: "ဓာတ်အားလိုင်းမရှိသော နေရာများနှင့် မိုက်ခရိုဂရစ်",
        content:
          "နေရောင်ခြည်စွမ်းအင်၊ သိုလှောင်မှုနှင့် ထိန်းချုပ်မှုကို စနစ်တစ်ခုတည်းတွင် ပေါင်းစပ်ထားပြီး ဓာတ်အားလိုင်း မရောက်သော ကျေးရွာများနှင့် လုပ်ငန်းခွင်များအတွက် သင့်လျော်ပါသည်။",
      },
      {
        img: applicationImages.backup,
        title: "အရန်လျှပ်စစ်ဓာတ်အား",
        content: "မီးပြတ်သည်နှင့် မီလီစက္ကန့်အတွင်း အလိုအလျောက် ပြောင်းပေးသော ဘက်ထရီအရန်စနစ်ဖြစ်ပြီး ဆေးခန်း၊ ဆိုင်နှင့် ဆက်သွယ်ရေးတာဝါများအတွက် ဖြစ်ပါသည်။",
      },
    ],
  },
  contactUs: {
    dataList: [
      {
        title: "Aurevo Group Co., Ltd. (ပင်မရုံးချုပ်)",
        address: "12 Example Avenue၊ Wuzhong ခရိုင်၊ Suzhou၊ Jiangsu၊ တရုတ်နိုင်ငံ",
        email: "group@aurevo.example",
        phone: "+86 512 555 0110, +86 512 555 0111",
        ...markers.china,
      },
      {
        title: "Aurevo Australia Pty Ltd",
        address: "Unit 4, 21 Sample Street, Parramatta NSW 2150၊ ဩစတြေးလျနိုင်ငံ",
        email: "australia@aurevo.example",
        phone: "+61 2 5550 0123",
        ...markers.australia,
      },
      {
        title: "Golden Delta Engineering Co., Ltd. (အင်ဂျင်နီယာ မိတ်ဖက်)",
        address: "အမှတ် ၄၅၊ Example Tower၊ ကမာရွတ်မြို့နယ်၊ ရန်ကုန်မြို့",
        email: "goldendelta@partner.example",
        phone: "+95 1 555 0100",
        ...markers.myanmar,
      },
    ],
  },
};
