import type * as React from "react";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";

/** Space between the sections: questions sit closer than warranty terms. */
const gaps = { md: "gap-10", lg: "gap-12" } as const;

interface CategorySectionsProps<C extends { id: string; name: string }, E> {
  categories: readonly C[];
  /** A category's entries; a category without any says `texts.empty`. */
  entries: (category: C) => readonly E[];
  /** The page's localized path: the topic links jump within it. */
  path: string;
  /** The fragment id of a category's section (its heading's id adds `-title`). */
  anchor: (id: string) => string;
  texts: {
    /** Names the topic links. */
    nav: string;
    /** Said instead of everything when there is no category. */
    none: string;
    /** Said in a category with no entries. */
    empty: string;
  };
  gap?: keyof typeof gaps;
  /** A category's entries, under its heading. */
  children: (entries: readonly E[], category: C) => React.ReactNode;
}

/**
 * Support content by category (FAQ, warranty terms): the topics as in-page
 * links beside (on a phone, above) a section per category, each named by its
 * heading.
 */
export function CategorySections<C extends { id: string; name: string }, E>({
  categories,
  entries,
  path,
  anchor,
  texts,
  gap = "md",
  children,
}: CategorySectionsProps<C, E>) {
  if (categories.length === 0) {
    return <p className="rounded-card border border-dashed border-line px-6 py-10 text-center">{texts.none}</p>;
  }
  return (
    <div className="grid gap-10 desk:grid-cols-[14rem_1fr]">
      <nav aria-label={texts.nav} className="desk:sticky desk:top-24 desk:self-start">
        <ul className="flex flex-wrap gap-2 desk:flex-col desk:gap-1">
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={`${path}#${anchor(category.id)}`} tone="brand">
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={`flex flex-col ${gaps[gap]}`}>
        {categories.map((category) => {
          const shown = entries(category);
          return (
            <section key={category.id} id={anchor(category.id)} aria-labelledby={`${anchor(category.id)}-title`} className="scroll-mt-24">
              <Heading asChild size="section">
                <h2 id={`${anchor(category.id)}-title`}>{category.name}</h2>
              </Heading>
              {shown.length === 0 ? <p className="mt-4 text-ink-muted">{texts.empty}</p> : children(shown, category)}
            </section>
          );
        })}
      </div>
    </div>
  );
}
