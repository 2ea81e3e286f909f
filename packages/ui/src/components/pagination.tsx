import type * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide";
import { cn } from "#cn";
import { Button } from "./button";
import { Link } from "./link";
import { Icon } from "./icon";

/** The current page's number, filled in the brand colour. */
const currentPage = "aria-[current=page]:bg-brand aria-[current=page]:text-ink-inverse";

/** The pages to show: first, last, and a window around the current page; `null` marks a gap. */
function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === "number" && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

interface PaginationProps extends Omit<React.ComponentProps<"nav">, "onChange"> {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: { previous: string; next: string; page: string };
}

/** Numbered pages with previous/next buttons; the current page carries `aria-current="page"`. */
function Pagination({ className, page, pageCount, onPageChange, labels, ...props }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav data-slot="pagination" className={cn("flex justify-center", className)} {...props}>
      <ul className="flex items-center gap-1">
        <li>
          <Button intent="ghost" size="page" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label={labels.previous}>
            <Icon icon={ChevronLeft} aria-hidden />
          </Button>
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                intent="ghost"
                size="page"
                className={currentPage}
                aria-current={p === page ? "page" : undefined}
                aria-label={`${labels.page} ${p}`}
                onClick={() => onPageChange(p)}
              >
                {p}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button intent="ghost" size="page" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} aria-label={labels.next}>
            <Icon icon={ChevronRight} aria-hidden />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

interface PaginationLinksProps extends React.ComponentProps<"nav"> {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** The URL of a page: the page lives in the URL, so paging works without JavaScript. */
  hrefFor: (page: number) => string;
  labels: { previous: string; next: string; page: (page: number) => string };
  /** The number as shown, in the page's own digits (Burmese pages show ၁ ၂ ၃); its accessible name then contains it. */
  formatPage?: (page: number) => string;
}

/**
 * Numbered pages as links (`?page=3`), with previous/next links; the current
 * page carries `aria-current="page"`. Server-rendered lists use this one.
 */
function PaginationLinks({ className, page, pageCount, hrefFor, labels, formatPage = String, ...props }: PaginationLinksProps) {
  if (pageCount <= 1) return null;
  // An edge without a neighbour keeps its place so the numbers do not move between pages.
  const edge = (to: number, label: string, icon: React.ReactNode) =>
    to >= 1 && to <= pageCount ? (
      <Button asChild intent="ghost" size="page">
        <Link tone="none" href={hrefFor(to)} aria-label={label} rel={to < page ? "prev" : "next"}>
          {icon}
        </Link>
      </Button>
    ) : (
      <span aria-hidden className="inline-block size-10" />
    );
  return (
    <nav data-slot="pagination" className={cn("flex justify-center", className)} {...props}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(page - 1, labels.previous, <Icon icon={ChevronLeft} aria-hidden />)}</li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Button asChild intent="ghost" size="page" className={currentPage}>
                <Link tone="none" href={hrefFor(p)} aria-current={p === page ? "page" : undefined} aria-label={labels.page(p)}>
                  {formatPage(p)}
                </Link>
              </Button>
            </li>
          ),
        )}
        <li>{edge(page + 1, labels.next, <Icon icon={ChevronRight} aria-hidden />)}</li>
      </ul>
    </nav>
  );
}

/** The end of a list that loads more: 'No more results', announced politely. */
function PaginationEnd({ className, ...props }: React.ComponentProps<"p">) {
  return <p role="status" data-slot="pagination-end" className={cn("py-6 text-center text-sm text-ink-muted", className)} {...props} />;
}

export { Pagination, PaginationEnd, PaginationLinks, pageWindow, type PaginationLinksProps, type PaginationProps };
