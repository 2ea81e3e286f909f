import { cn } from "#cn";
import { Link } from "./link";

interface QuickLinksProps {
  /** Names the list (a navigation landmark). */
  label: string;
  /** Brochure, Datasheet, Inverter, Battery: already resolved to links by the app. */
  links: { label: string; href: string }[];
  className?: string;
}

/**
 * Search's quick links as a row of chips: in the header's search panel, and
 * under a search that found nothing, where they are the way on.
 */
function QuickLinks({ label, links, className }: QuickLinksProps) {
  if (links.length === 0) return null;
  return (
    <nav data-slot="quick-links" aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              href={link.href}
              tone="none"
              className={cn(
                "inline-flex h-9 items-center rounded-full bg-surface-muted px-4 text-sm text-current underline-offset-4",
                "transition-colors hover:bg-brand-subtle hover:text-brand-emphasis hover:no-underline",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { QuickLinks, type QuickLinksProps };
