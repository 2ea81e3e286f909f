import type * as React from "react";
import { Heading } from "@repo/ui/heading";

/** A form under its heading (`level` fits the screen's outline) and an optional line of introduction. */
export function FormSection({
  id,
  title,
  level,
  intro,
  children,
}: {
  id: string;
  title: string;
  level: "h2" | "h3";
  intro?: string;
  children: React.ReactNode;
}) {
  const Level = level;
  return (
    <section aria-labelledby={id} data-slot="form-section" className="flex flex-col gap-4">
      <Heading asChild size={level === "h2" ? "section" : "subsection"}>
        <Level id={id}>{title}</Level>
      </Heading>
      {intro ? <p className="text-ink-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
