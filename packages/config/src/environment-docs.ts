/**
 * The README's Environment tables, read for the tests that hold each
 * deployable's `env.ts` and `turbo.json` to them.
 */
import { readFileSync } from "node:fs";

/** One table of the README's `## Environment` section. */
export interface EnvironmentTable {
  /** The line that introduces it ("Editions (their standalone …):"). */
  intro: string;
  /** Its column headings ("variable", "default", …). */
  columns: string[];
  rows: { cells: string[]; variables: string[] }[];
}

/** The names in backticks of a cell, a family such as `SITE_URL_<ID>` written as turbo writes it: `SITE_URL_*`. */
export function namesIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/<[A-Z]+>$/, "*"));
}

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** The section `## Environment` of the README at `readme`, up to the next section. */
export function environmentSection(readme: URL): string {
  const text = readFileSync(readme, "utf8");
  const start = text.indexOf("\n## Environment\n");
  if (start < 0) throw new Error("the README has no ## Environment section");
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Every table of the README's Environment section; a row's `variables` are the names of its first column. */
export function environmentTables(readme: URL): EnvironmentTable[] {
  const lines = environmentSection(readme).split("\n");
  const tables: EnvironmentTable[] = [];
  let intro = "";
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.startsWith("|")) {
      if (lines[index]!.trim()) intro = lines[index]!.trim();
      continue;
    }
    const table: string[] = [];
    while (lines[index]?.startsWith("|")) table.push(lines[index++]!);
    const [header = "", , ...rows] = table;
    tables.push({
      intro,
      columns: cellsOf(header),
      rows: rows.map((row) => {
        const cells = cellsOf(row);
        return { cells, variables: namesIn(cells[0] ?? "") };
      }),
    });
  }
  return tables;
}

/** The variables of the table whose introducing line starts with `intro`. */
export function documentedVariables(readme: URL, intro: string): string[] {
  const table = environmentTables(readme).find((candidate) => candidate.intro.startsWith(intro));
  if (!table) throw new Error(`no table introduced by "${intro}" in the README's Environment section`);
  return table.rows.flatMap((row) => row.variables);
}
