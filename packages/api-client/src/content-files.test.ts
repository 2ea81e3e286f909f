import { describe, expect, it } from "vitest";
import { eventFileSchema, newsFileSchema, notSoldInFieldSchema } from "./content-files";
import { eventSchema } from "./contract/about";
import { isTimeZone } from "./contract/common";

const event = {
  id: "installer-training-brisbane-2027",
  title: "Certified installer training, Brisbane",
  place: "Riverside Trade Training Centre, Room 3, Brisbane",
  summary: "Two days.",
  bodyHtml: "<p>Two days.</p>",
  image: "/getFile/events/training.webp",
  startDate: 1802212200,
  endDate: 1802327400,
  timeZone: "Australia/Brisbane",
  country: "AU",
  fallback: false,
};

describe("an event's time zone", () => {
  it("is an IANA name the runtime knows", () => {
    expect(isTimeZone("Australia/Brisbane")).toBe(true);
    expect(isTimeZone("Asia/Yangon")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Brisbane")).toBe(false);
    expect(isTimeZone("GMT+10 ")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("is part of every event the API answers and every event file", () => {
    expect(eventSchema.parse(event).timeZone).toBe("Australia/Brisbane");
    expect(eventSchema.safeParse({ ...event, timeZone: undefined }).success).toBe(false);
    expect(eventSchema.safeParse({ ...event, timeZone: "Mars/Olympus_Mons" }).success).toBe(false);
    const file = {
      slug: event.id,
      startDate: event.startDate,
      endDate: event.endDate,
      timeZone: "Australia/Brisbane",
      image: "events/training.webp",
      country: "AU",
      translations: {
        english: { title: event.title, place: event.place, summary: event.summary, bodyHtml: event.bodyHtml },
      },
    };
    expect(eventFileSchema.safeParse(file).success).toBe(true);
    expect(eventFileSchema.safeParse({ ...file, timeZone: "AEST" }).success).toBe(false);
  });
});

describe("an item's regional scope", () => {
  const news = {
    slug: "aurevo-opens-lagos-service-centre",
    date: 1791968400,
    image: "news/lagos.webp",
    translations: { english: { title: "Lagos", summary: "A centre.", bodyHtml: "<p>A centre.</p>", imageAlt: "" } },
  };
  const problems = (file: unknown) => {
    const result = newsFileSchema.safeParse(file);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("is every edition when left out, or the editions it names", () => {
    expect(newsFileSchema.parse(news).editions).toBeUndefined();
    expect(newsFileSchema.parse({ ...news, editions: ["nigeria", "new-zealand"] }).editions).toEqual(["nigeria", "new-zealand"]);
  });

  it("refuses names that are not edition ids, an empty list and a name given twice", () => {
    expect(problems({ ...news, editions: ["Nigeria"] })).toEqual([expect.stringMatching(/^editions\.0: an edition id/)]);
    expect(problems({ ...news, editions: ["ng1"] })).toHaveLength(1);
    expect(problems({ ...news, editions: [] })).toEqual([expect.stringMatching(/^editions: name at least one edition/)]);
    expect(problems({ ...news, editions: ["nigeria", "nigeria"] })).toEqual(["editions: an edition is named twice"]);
    expect(problems({ ...news, editions: "nigeria" })).toHaveLength(1);
  });

  it("lets a product name the editions that do not sell it, and only a product", () => {
    expect(problems({ ...news, notSoldIn: ["australia"] })).toEqual([expect.stringMatching(/notSoldIn/)]);
    expect(notSoldInFieldSchema.parse(["australia"])).toEqual(["australia"]);
    expect(notSoldInFieldSchema.safeParse(["Australia"]).success).toBe(false);
  });
});
