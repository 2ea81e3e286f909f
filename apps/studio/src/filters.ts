import { type ItemSummary, type PartState, languages, partStates } from "./envelope";

/** The list's filters as its query string gives them; a value the list does not know counts as none. */
export interface ItemFilters {
  /** Items shown on this edition (items for every edition included). */
  edition: string | null;
  /** Items with a language in this state. */
  state: PartState | null;
}

const single = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : null);

export function filtersOf(query: Record<string, string | string[] | undefined>): ItemFilters {
  const state = single(query.state);
  return {
    edition: single(query.edition),
    state: state && (partStates as readonly string[]).includes(state) ? (state as PartState) : null,
  };
}

/** The items the filters let through, in the API's order. */
export function filterItems(items: readonly ItemSummary[], { edition, state }: ItemFilters): ItemSummary[] {
  return items.filter(
    (item) =>
      (edition === null || item.editions === null || item.editions.includes(edition)) &&
      (state === null || languages.some((language) => item.states[language] === state)),
  );
}

/** Every edition the items name, sorted, for the filter's choices. */
export function editionsIn(items: readonly ItemSummary[]): string[] {
  return [...new Set(items.flatMap((item) => item.editions ?? []))].sort();
}
