import { twMerge } from "tailwind-merge";

/**
 * The elements under `root` whose classes tailwind-merge would change, as
 * `tag: dropped classes`. Where there are none, the browser's plain join
 * (`cn-join.ts`) and the server's merge (`cn.ts`) render the same classes,
 * so what Storybook shows is what every page ships. Checked by every story
 * (`.storybook/preview.tsx`) and by `cn-join.test.tsx`.
 */
export function classConflicts(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll("[class]")) {
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    const merged = new Set(twMerge(classes.join(" ")).split(" "));
    const lost = classes.filter((name) => !merged.has(name));
    if (lost.length > 0) found.push(`${element.tagName.toLowerCase()}: ${lost.join(" ")}`);
  }
  return found;
}
