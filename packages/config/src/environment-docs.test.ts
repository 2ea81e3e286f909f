import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { environmentSection, environmentTables, namesIn } from "./environment-docs";

/**
 * Turbo runs tasks in strict environment mode: a variable that `turbo.json`
 * does not list for a task never reaches it, and the setting silently does
 * nothing. The README's Environment tables are the list of every variable;
 * these tests hold `turbo.json` to them, both ways.
 */
const readme = new URL("../../../README.md", import.meta.url);
const turbo = JSON.parse(readFileSync(new URL("../../../turbo.json", import.meta.url), "utf8")) as {
  globalEnv?: string[];
  tasks: Record<string, { env?: string[]; passThroughEnv?: string[] }>;
};

/** The turbo tasks each table's variables reach, by the line that introduces the table. */
const tasksOfTable: { intro: RegExp; tasks: string[] | "column" }[] = [
  { intro: /^Editions\b/, tasks: ["dev", "start"] },
  { intro: /^Content API\b/, tasks: ["dev", "start"] },
  { intro: /^Studio\b/, tasks: ["dev", "start"] },
  { intro: /^Builds\b/, tasks: ["build", "dev"] },
  // Read by `scripts/start.mjs`, which `pnpm start` runs without turbo: they reach no task.
  { intro: /^`pnpm start`/, tasks: [] },
  // Each test variable names its tasks in the table's `tasks` column.
  { intro: /^Tests\b/, tasks: "column" },
];

/** Every documented variable, by the turbo task it must reach. */
function documented(): Map<string, Set<string>> {
  const byTask = new Map<string, Set<string>>();
  for (const table of environmentTables(readme)) {
    const kind = tasksOfTable.find((entry) => entry.intro.test(table.intro));
    if (!kind) throw new Error(`A table of the README's Environment section that this test does not know: "${table.intro}"`);
    const tasksColumn = table.columns.indexOf("tasks");
    if (kind.tasks === "column" && tasksColumn < 0) throw new Error(`The table after "${table.intro}" has no tasks column`);
    for (const row of table.rows) {
      const tasks = kind.tasks === "column" ? namesIn(row.cells[tasksColumn] ?? "") : kind.tasks;
      if (tasks.length === 0 && kind.tasks === "column") throw new Error(`${row.cells.join(" | ")}: names no turbo task`);
      for (const task of tasks) {
        const set = byTask.get(task) ?? new Set<string>();
        for (const name of row.variables) set.add(name);
        byTask.set(task, set);
      }
    }
  }
  return byTask;
}

/** Every variable `turbo.json` lets through, by task. */
function listed(): Map<string, Set<string>> {
  return new Map(
    Object.entries(turbo.tasks)
      .map(([task, { env = [], passThroughEnv = [] }]) => [task, new Set([...env, ...passThroughEnv])] as const)
      .filter(([, set]) => set.size > 0),
  );
}

const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

describe("the README's Environment tables and turbo.json", () => {
  it("list the same variables for each task", () => {
    const docs = documented();
    const lists = listed();
    for (const task of new Set([...docs.keys(), ...lists.keys()])) {
      const inDocs = sorted(docs.get(task));
      const inTurbo = sorted(lists.get(task));
      expect.soft(
        {
          task,
          documentedButNotInTurbo: inDocs.filter((name) => !inTurbo.includes(name)),
          inTurboButNotDocumented: inTurbo.filter((name) => !inDocs.includes(name)),
        },
        `turbo.json's env lists of "${task}" and the README's Environment tables disagree`,
      ).toEqual({ task, documentedButNotInTurbo: [], inTurboButNotDocumented: [] });
    }
  });

  it("pass the settings that were silently dropped before on", () => {
    const lists = listed();
    for (const task of ["dev", "start"]) {
      for (const name of ["ADMIN_TOKEN", "HEADERS_TIMEOUT_MS", "REQUEST_TIMEOUT_MS", "KEEP_ALIVE_TIMEOUT_MS", "CONTENT_REVALIDATE_MAX_SECONDS"]) {
        expect(sorted(lists.get(task)), task).toContain(name);
      }
    }
    expect(sorted(lists.get("test:e2e"))).toContain("DRILL_LONG");
  });

  it("name the variables every task receives", () => {
    const section = environmentSection(readme);
    for (const name of turbo.globalEnv ?? []) expect(section, name).toContain(`\`${name}\``);
  });
});
