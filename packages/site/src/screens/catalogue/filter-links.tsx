import { Link } from "@repo/ui/link";
import { cn } from "@repo/ui/cn";
import { localizedPath, type SiteLocale } from "../../routing";

export interface FilterOption {
  key: string;
  label: string;
  /** The route the option leads to, with its query (`/products?category=battery`). */
  route: string;
  active: boolean;
  /** How many items the option shows, when known. */
  count?: number;
}

/**
 * A filter as plain links, so it works without JavaScript and every state
 * has its own URL; the chosen option is marked `aria-current` and drawn
 * filled with a check-like border, not by colour alone.
 */
export function FilterLinks({ locale, label, options }: { locale: SiteLocale; label: string; options: readonly FilterOption[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-2 whitespace-nowrap desk:flex-wrap">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              href={localizedPath(locale, option.route)}
              aria-current={option.active ? "page" : undefined}
              tone="none"
              className={cn(
                "inline-flex min-h-10 items-center gap-2 rounded-full border-2 px-4 py-1.5 text-sm font-medium no-underline hover:no-underline",
                option.active
                  ? "border-brand-emphasis bg-brand-emphasis text-ink-inverse"
                  : "border-line bg-surface text-ink hover:border-brand-emphasis",
              )}
            >
              {option.label}
              {option.count !== undefined ? (
                <span className={cn("text-xs", option.active ? "text-ink-inverse" : "text-ink-muted")}>({option.count})</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
