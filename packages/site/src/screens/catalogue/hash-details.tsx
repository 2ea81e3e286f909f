"use client";

import * as React from "react";

/**
 * Opens the `<details>` the URL's hash names (or the first inside the element
 * it names), on load and on every hash change, so a link to
 * `/case-study#lagos-clinic` or `/support/faq#faq-<id>` lands on that story
 * or question already expanded, scrolled to, with focus on its summary.
 * Without JavaScript it is still reached by its anchor and opens with one
 * click.
 */
export function HashDetails() {
  React.useEffect(() => {
    function open() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      const details = target instanceof HTMLDetailsElement ? target : target?.querySelector("details");
      if (!target || !details) return;
      details.open = true;
      target.scrollIntoView({ block: "start" });
      details.querySelector("summary")?.focus({ preventScroll: true });
    }
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
  return null;
}
