import { describe, expect, it } from "vitest";
import { eventFileSchema } from "./content-files";
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
