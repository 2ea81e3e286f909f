// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_KEY } from "./analytics-start";
import { AnalyticsLoader, ConsentSettingsButton } from "./analytics-loader";

const texts = { title: "Analytics cookies", text: "We would like to measure visits.", accept: "Accept", decline: "Decline" };
const ids = ["G-AUREVO1234"];
const analyticsScripts = () => document.querySelectorAll("script[data-analytics]");
// The question's code loads on demand: its first import is compiled on the spot, slow on a busy machine.
const lazyCode = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  for (const script of analyticsScripts()) script.remove();
});

describe("AnalyticsLoader", () => {
  it("asks first where consent is required, loads nothing on decline, and asks again from the footer", async () => {
    render(
      <>
        <AnalyticsLoader ids={ids} consentRequired texts={texts} />
        <ConsentSettingsButton label="Analytics choices" />
      </>,
    );
    const question = await screen.findByRole("region", { name: "Analytics cookies" }, lazyCode);
    expect(analyticsScripts()).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(screen.queryByRole("region", { name: "Analytics cookies" })).toBeNull();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe("denied");
    expect(analyticsScripts()).toHaveLength(0);
    expect(question.isConnected).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Analytics choices" }));
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }, lazyCode));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe("granted");
    expect(analyticsScripts()).toHaveLength(1);
    expect(analyticsScripts()[0]?.getAttribute("src")).toBe("https://www.googletagmanager.com/gtag/js?id=G-AUREVO1234");
  });

  it("remembers the answer: a granted visitor is not asked again and analytics loads", async () => {
    window.localStorage.setItem(CONSENT_KEY, "granted");
    render(<AnalyticsLoader ids={ids} consentRequired texts={texts} />);
    await expect.poll(() => analyticsScripts().length).toBe(1);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("loads at once without asking where no consent is required, and never without ids", async () => {
    const { unmount } = render(<AnalyticsLoader ids={[]} consentRequired texts={texts} />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(analyticsScripts()).toHaveLength(0);
    unmount();

    render(<AnalyticsLoader ids={ids} consentRequired={false} />);
    await expect.poll(() => analyticsScripts().length).toBe(1);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
