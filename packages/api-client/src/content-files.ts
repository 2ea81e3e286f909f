import { z } from "zod";
import { slugSchema, timeZoneSchema } from "./contract/common";
import { hreflangSchema, socialLinkClassSchema } from "./contract/editions";
import { editionIdSchema, type LanguageCode, languageCodeSchema } from "./contract/envelope";
import { documentTypeSchema, productCategorySlugSchema } from "./contract/product";

/**
 * The content file format (apps/content-api/content/FORMAT.md): one JSON file
 * per item, `<folder>/<slug>.json`. Imports validate every file with these
 * schemas; exports write the same shape back.
 */

const text = z.string().trim().min(1);
const optionalText = z.string().trim().optional();
const seconds = z.number().int();
/** A path below `files/`, never absolute and never climbing out. */
export const contentFilePathSchema = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith("/") && !path.split("/").includes("..") && !path.includes("\\"), {
    message: "a relative path below files/",
  });
const country = z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 alpha-2 code such as NG");
const sortOrder = z.number().int().default(0);

/**
 * An item's regional scope: the ids of the editions it is for (`["nigeria"]`),
 * absent for all editions. Ids follow the edition id rule; a misspelt id
 * names an edition that never asks, so the item shows nowhere but where named.
 */
export const editionsFieldSchema = z
  .array(editionIdSchema)
  .min(1, "name at least one edition, or leave editions out for all of them")
  .refine((ids) => new Set(ids).size === ids.length, "an edition is named twice")
  .optional();

/** A product's editions where it is not sold (`["australia"]`): left out of their lists, its page says so. */
export const notSoldInFieldSchema = z
  .array(editionIdSchema)
  .min(1, "name at least one edition, or leave notSoldIn out")
  .refine((ids) => new Set(ids).size === ids.length, "an edition is named twice")
  .optional();

/** `translations`: english required, spanish and burmese optional. */
function translations<T extends z.ZodRawShape>(shape: T) {
  const one = z.strictObject(shape);
  return z.strictObject({ english: one, spanish: one.optional(), burmese: one.optional() });
}

export const productCategoryFileSchema = z.strictObject({
  slug: productCategorySlugSchema,
  sortOrder,
  image: contentFilePathSchema.optional(),
  translations: translations({ name: text, description: z.string().trim().default("") }),
});

export const productFileSchema = z
  .strictObject({
    slug: slugSchema,
    editions: editionsFieldSchema,
    notSoldIn: notSoldInFieldSchema,
    legacyId: z.number().int().positive().optional(),
    category: productCategorySlugSchema,
    series: text,
    images: z.array(contentFilePathSchema).min(1).max(6),
    specs: z.array(z.strictObject({ key: text, value: z.string().trim(), unit: optionalText })),
    featured: z.boolean().optional(),
    sortOrder,
    relatedSlugs: z.array(slugSchema).optional(),
    publishedAt: seconds,
    translations: translations({
      name: text,
      summary: z.string().trim().max(200),
      descriptionHtml: z.string(),
      specLabels: z.record(z.string(), z.string()),
      imageAlt: z.string().trim(),
    }),
  })
  .superRefine((product, ctx) => {
    for (const [language, texts] of Object.entries(product.translations)) {
      if (!texts) continue;
      for (const spec of product.specs) {
        if (!(spec.key in texts.specLabels)) {
          ctx.addIssue({
            code: "custom",
            path: ["translations", language, "specLabels", spec.key],
            message: `no label for spec "${spec.key}"`,
          });
        }
      }
    }
  });

export const solutionFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  image: contentFilePathSchema,
  icon: contentFilePathSchema.optional(),
  productSlugs: z.array(slugSchema),
  sortOrder,
  translations: translations({
    title: text,
    description: text,
    explanation: z.string().trim().max(24),
    bodyHtml: z.string(),
    imageAlt: z.string().trim(),
  }),
});

export const categoryFileSchema = z.strictObject({
  slug: slugSchema,
  sortOrder,
  translations: translations({ name: text }),
});

export const caseStudyFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  category: slugSchema,
  image: contentFilePathSchema,
  date: seconds,
  location: z.strictObject({ country, city: text }),
  capacityKwh: z.number().nonnegative().optional(),
  productSlugs: z.array(slugSchema),
  translations: translations({
    title: text,
    summary: text,
    bodyHtml: z.string(),
    imageAlt: z.string().trim(),
    locationName: text,
  }),
});

export const documentFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  type: documentTypeSchema,
  file: contentFilePathSchema.refine((path) => /\.pdf$/i.test(path), "a PDF file"),
  documentLanguage: languageCodeSchema,
  revision: text,
  date: seconds,
  productSlugs: z.array(slugSchema),
  translations: translations({ title: text, description: optionalText }),
});

export const newsFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  date: seconds,
  image: contentFilePathSchema,
  translations: translations({ title: text, summary: text, bodyHtml: z.string(), imageAlt: z.string().trim() }),
});

export const blogFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  date: seconds,
  image: contentFilePathSchema,
  author: text,
  comments: z.array(z.strictObject({ name: text, email: z.email(), content: text, createdAt: seconds })).default([]),
  translations: translations({ title: text, summary: text, bodyHtml: z.string(), imageAlt: z.string().trim() }),
});

export const eventFileSchema = z
  .strictObject({
    slug: slugSchema,
    editions: editionsFieldSchema,
    startDate: seconds,
    endDate: seconds,
    /** The venue's IANA time zone: the dates are shown, and written to calendars, in it. */
    timeZone: timeZoneSchema,
    image: contentFilePathSchema,
    country,
    translations: translations({ title: text, place: text, summary: text, bodyHtml: z.string() }),
  })
  .refine((event) => event.endDate >= event.startDate, { message: "endDate is before startDate", path: ["endDate"] });

export const webinarFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  startsAt: seconds,
  durationMinutes: z.number().int().positive(),
  image: contentFilePathSchema,
  speaker: text,
  translations: translations({ title: text, summary: text, bodyHtml: z.string(), speakerRole: text }),
});

export const videoFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  kind: z.enum(["product", "company"]),
  productSlug: slugSchema.optional(),
  category: productCategorySlugSchema.optional(),
  thumbnail: contentFilePathSchema,
  embedUrl: z.url().regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/, "a youtube-nocookie embed URL"),
  durationSeconds: z.number().int().nonnegative(),
  date: seconds,
  translations: translations({ title: text, description: z.string().trim() }),
});

export const faqFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  category: slugSchema,
  sortOrder,
  translations: translations({ question: text, answerHtml: z.string() }),
});

export const warrantyFileSchema = z.strictObject({
  slug: slugSchema,
  editions: editionsFieldSchema,
  category: slugSchema,
  sortOrder,
  file: contentFilePathSchema.optional(),
  translations: translations({ title: text, bodyHtml: z.string() }),
});

export const seoFileSchema = z.strictObject({
  slug: slugSchema,
  route: z.string().regex(/^\/[\w\-/]*$/, "a site route such as /about/news"),
  translations: translations({ title: text, description: z.string().trim().max(160), keywords: z.string().trim() }),
});

export interface NavigationFileItem {
  routePath: string;
  mateCode?: string | undefined;
  slaveImg?: string | undefined;
  translations: Partial<Record<z.infer<typeof languageCodeSchema>, NavigationFileTexts>> & {
    english: NavigationFileTexts;
  };
  children?: NavigationFileItem[] | undefined;
}
interface NavigationFileTexts {
  navigationTitle: string;
  slaveAlt?: string | undefined;
  slaveDescription?: string | undefined;
  slaveExplain?: string | undefined;
}

function navigationItemAt(depth: number): z.ZodType<NavigationFileItem> {
  return z.strictObject({
    routePath: text,
    mateCode: optionalText,
    slaveImg: optionalText,
    translations: translations({
      navigationTitle: text,
      slaveAlt: optionalText,
      slaveDescription: optionalText,
      slaveExplain: optionalText,
    }),
    children: depth < 2 ? z.array(navigationItemAt(depth + 1)).optional() : z.array(z.never()).max(0).optional(),
  });
}

/** `navigation.json`: the menu tree, three levels at most, in display order. */
export const navigationFileSchema = z.array(navigationItemAt(0));

/** `webinar-options.json`: the registration form's choices. */
export const webinarOptionsFileSchema = z.strictObject({
  relationships: z.array(z.strictObject({ value: text, translations: translations({ label: text }) })),
  countries: z.array(z.strictObject({ code: country, translations: translations({ label: text }) })),
});

/** `home.json`: the home page's slides and featured items. */
export const homeFileSchema = z.strictObject({
  heroSlides: z.array(
    z.strictObject({
      image: contentFilePathSchema,
      link: text,
      translations: translations({ title: text, subtitle: z.string().trim(), imageAlt: z.string().trim() }),
    }),
  ),
  featuredProductSlugs: z.array(slugSchema),
  featuredSolutionSlugs: z.array(slugSchema),
  featuredCaseStudySlugs: z.array(slugSchema),
});

/** Empty, or one or more phone numbers separated by commas (SPEC §3): digits, spaces, brackets and dashes, an optional leading `+`. */
const phoneList = z
  .string()
  .trim()
  .regex(/^$|^\+?[\d ()-]{6,}(, *\+?[\d ()-]{6,})*$/, "empty, or phone numbers separated by commas");
/** A picture every edition serves from its own `public/` (`/brand/flags/kenya.svg`). */
const publicPath = z.string().regex(/^\/[A-Za-z0-9._/-]+$/, "a path below the editions' public/ folder, such as /brand/flags/kenya.svg");
/** A key naming an office or an application block, so each language's texts find their entry. */
const entryKey = slugSchema;

/**
 * `editions/<id>.json`: an edition's settings (issue 51). What other editions
 * know of it (name, flag, public URL, languages, hreflang) and what its pages
 * show beside the content lists: claims, the about text and application
 * blocks, offices, the company, social links and footer columns. Texts live in
 * `translations`, one entry per language it offers.
 */
export const editionFileSchema = z
  .strictObject({
    slug: editionIdSchema,
    name: text,
    img: publicPath,
    url: z.url({ protocol: /^https?$/ }).refine((url) => new URL(url).pathname === "/", "an origin, no path"),
    languages: z
      .array(languageCodeSchema)
      .min(1)
      .refine((languages) => languages.includes("english"), "english is required")
      .refine((languages) => new Set(languages).size === languages.length, "each language once"),
    hreflang: hreflangSchema,
    /** Order in the country menus. */
    sortOrder,
    company: z.strictObject({ title: text, email: z.email(), phone: phoneList }),
    offices: z.array(
      z.strictObject({
        key: entryKey,
        email: z.email(),
        phone: phoneList,
        latitude: z.number().min(-85).max(85),
        longitude: z.number().min(-180).max(180),
      }),
    ),
    socialLinks: z.array(z.strictObject({ class: socialLinkClassSchema, url: z.url({ protocol: /^https$/ }) })),
    applications: z.array(z.strictObject({ key: entryKey, img: publicPath })),
    translations: translations({
      companyAddress: text,
      claims: z.array(text),
      about: z.array(text).min(1),
      offices: z.record(entryKey, z.strictObject({ title: text, address: text })),
      applications: z.record(entryKey, z.strictObject({ title: text, content: text })),
      footerColumns: z
        .array(z.strictObject({ title: text, links: z.array(z.strictObject({ label: text, href: text })).min(1) }))
        .default([]),
    }),
  })
  .superRefine((edition, ctx) => {
    for (const language of edition.languages) {
      if (!edition.translations[language]) {
        ctx.addIssue({ code: "custom", path: ["translations", language], message: `the edition offers ${language}: its texts are missing` });
      }
    }
    for (const [language, texts] of Object.entries(edition.translations)) {
      if (!texts) continue;
      if (!edition.languages.includes(language as LanguageCode)) {
        ctx.addIssue({ code: "custom", path: ["translations", language], message: `${language} is not among the edition's languages` });
      }
      for (const kind of ["offices", "applications"] as const) {
        const keys = edition[kind].map((entry) => entry.key);
        for (const key of keys) {
          if (!texts[kind][key]) ctx.addIssue({ code: "custom", path: ["translations", language, kind, key], message: `no texts for ${kind} "${key}"` });
        }
        for (const key of Object.keys(texts[kind])) {
          if (!keys.includes(key)) ctx.addIssue({ code: "custom", path: ["translations", language, kind, key], message: `no ${kind} entry "${key}"` });
        }
      }
    }
    for (const kind of ["offices", "applications"] as const) {
      const keys = edition[kind].map((entry) => entry.key);
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", path: [kind], message: "each key once" });
    }
  });

/** Every item folder, with the schema its files follow, in the order an import applies them. */
export const contentFolders = {
  "product-categories": productCategoryFileSchema,
  products: productFileSchema,
  solutions: solutionFileSchema,
  "case-categories": categoryFileSchema,
  "case-studies": caseStudyFileSchema,
  documents: documentFileSchema,
  news: newsFileSchema,
  blogs: blogFileSchema,
  events: eventFileSchema,
  webinars: webinarFileSchema,
  videos: videoFileSchema,
  "faq-categories": categoryFileSchema,
  faqs: faqFileSchema,
  "warranty-categories": categoryFileSchema,
  warranties: warrantyFileSchema,
  seo: seoFileSchema,
  editions: editionFileSchema,
} as const;
export type ContentFolder = keyof typeof contentFolders;

/** The singleton files beside the folders. */
export const contentSingletons = {
  "navigation.json": navigationFileSchema,
  "webinar-options.json": webinarOptionsFileSchema,
  "home.json": homeFileSchema,
} as const;
export type ContentSingleton = keyof typeof contentSingletons;
