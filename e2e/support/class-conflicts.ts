import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge told the theme's own token names (`packages/ui/src/styles.css`), so `rounded-control` and `rounded-sm` are read as one property. */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ["control", "card"],
      text: ["display"],
      shadow: ["panel", "card"],
    },
  },
});

/**
 * The classes of `classList` that another, later class of the same list overrides: two utilities
 * setting one property on one element (`px-2 … px-4`), whose winner is whichever the stylesheet
 * happens to write last, not the one the markup names last.
 */
export function conflictingClasses(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(merge(classes.join(" ")).split(" "));
  // A class written twice is not a conflict; one left out by the merge is.
  return [...new Set(classes.filter((name) => !kept.has(name)))];
}

/** One line per element whose classes conflict: where, which lose, and the whole list. */
export function conflictReport(where: string, classLists: Iterable<string>): string[] {
  const lines = new Set<string>();
  for (const list of classLists) {
    const losing = conflictingClasses(list);
    if (losing.length > 0) lines.add(`${where}: ${losing.join(" ")} overridden in "${list}"`);
  }
  return [...lines];
}
