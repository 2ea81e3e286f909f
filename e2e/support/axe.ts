import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page as it stands and fails on any serious or critical
 * violation, naming each rule and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // After a client navigation the new page's title lands a moment after its content (React
  // swaps it when the page's view transition commits): the page as it stands is the page with it.
  await expect(page).not.toHaveTitle("");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}
