import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, calendarFileName } from "./calendar";

const prodId = { company: "Aurevo", product: "Website", language: "EN" };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("buildCalendar", () => {
  const bangkok = {
    uid: "asia-storage-days-bangkok-2027@nigeria.aurevo.example",
    title: "Asia Storage Days 2027",
    description: "Commercial storage for Southeast Asia.\nhttps://aurevo.example/about/event/asia-storage-days-bangkok-2027",
    location: "Chao Phraya Convention Centre, Hall 2, Bangkok",
    url: "https://aurevo.example/about/event/asia-storage-days-bangkok-2027",
    start: Date.UTC(2027, 2, 23, 2, 0) / 1000,
    end: Date.UTC(2027, 2, 25, 10, 0) / 1000,
    timeZone: "Asia/Bangkok",
    stamp: new Date(Date.UTC(2026, 0, 1)),
  };

  it("writes the event in its own zone with that zone's definition", () => {
    const { calendar, vevent, event } = parse(buildCalendar(bangkok, { prodId }));
    expect(event.summary).toBe("Asia Storage Days 2027");
    expect(event.location).toBe("Chao Phraya Convention Centre, Hall 2, Bangkok");
    expect(event.uid).toBe(bangkok.uid);
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Bangkok");
    expect(event.startDate.toString()).toBe("2027-03-23T09:00:00");
    expect(event.endDate.toString()).toBe("2027-03-25T17:00:00");
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Bangkok");
    // With the VTIMEZONE registered, the local time maps back to the instant given.
    ICAL.TimezoneService.register(zone!);
    const instant = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(instant.toUnixTime()).toBe(bangkok.start);
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-01-01T00:00:00Z");
  });

  it("names the zone its VTIMEZONE defines for an alias", () => {
    const { calendar, vevent } = parse(buildCalendar({ ...bangkok, timeZone: "Asia/Rangoon" }, { prodId }));
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Yangon");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Yangon");
    expect((vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toString()).toBe("2027-03-23T08:30:00");
  });

  it("writes UTC times for an online event", () => {
    const { calendar, event } = parse(buildCalendar({ ...bangkok, timeZone: "UTC", location: "Online" }, { prodId }));
    expect(calendar.getFirstSubcomponent("vtimezone")).toBeNull();
    expect(event.startDate.toString()).toBe("2027-03-23T02:00:00Z");
    expect(event.startDate.toUnixTime()).toBe(bangkok.start);
  });

  it("writes UTC times for a zone it cannot describe", () => {
    const { calendar, event } = parse(buildCalendar({ ...bangkok, timeZone: "Mars/Olympus_Mons" }, { prodId }));
    expect(calendar.getFirstSubcomponent("vtimezone")).toBeNull();
    expect(event.startDate.toUnixTime()).toBe(bangkok.start);
  });

  it("keeps text with commas, semicolons and other scripts intact", () => {
    const title = "ဝက်ဘီနာ; GridBank 215, design";
    const { event } = parse(buildCalendar({ ...bangkok, title }, { prodId }));
    expect(event.summary).toBe(title);
  });
});

describe("calendarFileName", () => {
  it("keeps ids safe as file names", () => {
    expect(calendarFileName("lagos-energy-show-2025")).toBe("lagos-energy-show-2025.ics");
    expect(calendarFileName("a/b c")).toBe("a-b-c.ics");
  });
});
