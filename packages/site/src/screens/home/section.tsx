import type * as React from "react";
import { ArrowRight } from "lucide";
import { Icon } from "@repo/ui/icon";
import { Container } from "@repo/ui/container";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { cn } from "@repo/ui/cn";

interface HomeSectionProps {
  /** The id the heading takes; the section is labelled by it. */
  id: string;
  title: string;
  /** A link to the full list ("All news"). */
  more?: { label: string; href: string };
  /** A tinted band instead of the page's surface. */
  muted?: boolean;
  children: React.ReactNode;
}

/** A titled band of a content page: heading, optional "see all" link, the content. */
export function HomeSection({ id, title, more, muted = false, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("py-12 desk:py-16", muted && "bg-surface-muted")}>
      <Container>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <Heading id={id}>{title}</Heading>
          {more ? (
            <Link href={more.href} tone="brand" className="inline-flex min-h-11 items-center gap-1 font-medium">
              {more.label}
              <Icon icon={ArrowRight} aria-hidden className="size-4" />
            </Link>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  );
}

/** The edition's brand claims as a list of highlighted statements. */
export function ClaimList({ claims }: { claims: string[] }) {
  return (
    <ul className="grid gap-4 desk:grid-cols-2">
      {/* Keyed by place, not by text, which would be written into the page data a second time. */}
      {claims.map((claim, index) => (
        <li key={index} className="border-l-4 border-brand bg-surface px-4 py-3">
          {claim}
        </li>
      ))}
    </ul>
  );
}
