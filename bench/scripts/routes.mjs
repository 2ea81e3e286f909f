// The routes of SPEC §2 the bench visits, with a representative id where the
// route takes one. Routes that do not answer 200 are reported, not measured.
export const routes = [
  "/",
  "/case-study",
  "/downloads",
  "/about/blogs",
  "/about/company",
  "/about/contact",
  "/about/event",
  "/about/news",
  "/support/faq",
  "/support/videoList",
  "/support/warranty",
  "/support/webinar",
  "/products",
  "/products/helios-6",
  "/solutions",
  "/solutions/home-backup",
  "/search/battery",
  "/product-list/battery",
];

export const languagePrefixes = ["", "/spanish", "/burmese"];

/** The screens Lighthouse measures (issue budgets): home, a product, the news list and contact. */
export const lighthousePages = ["/", "/products/helios-6", "/about/news", "/about/contact"];

/** The language a path prefix stands for (budgets differ for burmese text). */
export const languageOf = (prefix) => ({ "": "english", "/spanish": "spanish", "/burmese": "burmese" })[prefix];

/**
 * Pages whose filters, page number or comment page are in the query string:
 * cached by their full URL like any page, measured against a cached page.
 */
export const queryPages = [
  "/spanish/about/news?page=2",
  "/spanish/downloads?type=brochure&category=battery",
  "/spanish/search/battery?type=document",
  "/spanish/about/blogs/depth-of-discharge-and-battery-life",
];
