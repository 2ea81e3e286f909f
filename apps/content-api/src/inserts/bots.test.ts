import { describe, expect, it } from "vitest";
import { isBotSubmission } from "./bots";

describe("isBotSubmission", () => {
  const now = 1_800_000_000_000;

  it("flags a filled honeypot, whatever the timing", () => {
    expect(isBotSubmission({ website: "https://spam.example" }, 2_000, now)).toBe(true);
    expect(isBotSubmission({ website: " ", formStartedAt: now - 60_000 }, 2_000, now)).toBe(true);
    expect(isBotSubmission({ website: "", formStartedAt: now - 60_000 }, 2_000, now)).toBe(false);
  });

  it("flags a form sent sooner than the minimum fill time, or from the future", () => {
    expect(isBotSubmission({ formStartedAt: now - 500 }, 2_000, now)).toBe(true);
    expect(isBotSubmission({ formStartedAt: now - 1_999 }, 2_000, now)).toBe(true);
    expect(isBotSubmission({ formStartedAt: now + 5_000 }, 2_000, now)).toBe(true);
    expect(isBotSubmission({ formStartedAt: now + 1 }, 0, now)).toBe(true);
    expect(isBotSubmission({ formStartedAt: now - 2_000 }, 2_000, now)).toBe(false);
    expect(isBotSubmission({ formStartedAt: now - 3_600_000 }, 2_000, now)).toBe(false);
  });

  it("flags a submission that does not say when its form was shown: the forms always do", () => {
    expect(isBotSubmission({}, 2_000, now)).toBe(true);
    expect(isBotSubmission({ website: "" }, 0, now)).toBe(true);
  });
});
