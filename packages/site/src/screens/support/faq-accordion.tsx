"use client";

import * as React from "react";
import { Accordion } from "@repo/ui/accordion";
import { faqAnchor } from "./faq-anchor";

/**
 * One topic's questions. A deep link to a question (`#faq-<id>`) opens it and
 * scrolls to it, on arrival and whenever the hash changes; otherwise every
 * question starts closed. Answers stay in the page while closed (hidden), so
 * search engines and find-in-page still read them.
 */
export function FaqAccordion({ ids, children }: { ids: readonly string[]; children: React.ReactNode }) {
  const [open, setOpen] = React.useState<string[]>([]);
  const [target, setTarget] = React.useState<string | null>(null);

  React.useEffect(() => {
    const follow = () => {
      const hash = decodeURIComponent(window.location.hash.replace(/^#/, ""));
      const id = ids.find((candidate) => faqAnchor(candidate) === hash);
      if (!id) return;
      setOpen((current) => (current.includes(id) ? current : [...current, id]));
      setTarget(id);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [ids]);

  // After the question has opened: bring it into view and move focus to its button.
  React.useEffect(() => {
    if (!target) return;
    const item = document.getElementById(faqAnchor(target));
    item?.scrollIntoView({ block: "start" });
    item?.querySelector<HTMLButtonElement>("[data-slot=accordion-trigger]")?.focus({ preventScroll: true });
    setTarget(null);
  }, [target]);

  return (
    <Accordion type="multiple" value={open} onValueChange={setOpen}>
      {children}
    </Accordion>
  );
}
