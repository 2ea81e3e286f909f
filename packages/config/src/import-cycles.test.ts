import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const extensions = [".ts", ".tsx", ".mts", ".mjs", ".js"];

/**
 * The source graph of every package and app, as the bundlers resolve it:
 * workspace packages through their `exports`, `#` imports, type-only and
 * lazy (`import()`) edges included, since a lazy part that imports back from
 * its loader is still a cycle a reader has to untangle.
 */
async function sourceGraph(): Promise<ICruiseResult> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      ["packages", "apps"],
      {
        exclude: { path: "(^|/)(node_modules|\\.next|dist|storybook-static|coverage|\\.data)/" },
        doNotFollow: { path: "node_modules" },
        tsPreCompilationDeps: true,
        ruleSet: { forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }] },
        validate: true,
        enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "default", "types"], extensions },
      },
      { extensions },
    );
    if (typeof result.output === "string") throw new Error("expected the graph as data");
    return result.output;
  } finally {
    process.chdir(cwd);
  }
}

describe("the source graph", () => {
  it("has no import cycle in any package or app", async () => {
    const graph = await sourceGraph();
    const cycles = graph.summary.violations.map((violation) =>
      [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(" → "),
    );
    // A graph that lost the workspace packages would pass trivially.
    expect(graph.summary.totalCruised).toBeGreaterThan(300);
    const site = graph.modules.find((module) => module.source === "packages/site/src/chrome/header.tsx");
    expect(site?.dependencies.some((dependency) => dependency.resolved.startsWith("packages/ui/src/"))).toBe(true);
    expect(cycles).toEqual([]);
  }, 60_000);
});
