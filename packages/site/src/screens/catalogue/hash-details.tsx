"use client";

import * as React from "react";

/**
 * Opens the `<details>` inside the element the URL's hash names, on load
 * and on every hash change, so a link to `/case-study#lagos-clinic` lands
 * on that story already expanded. Without JavaScript the story is still
 * reached by its anchor and opens with one click.
 */
export function HashDetails() {
  React.useEffect(() => {
    function open() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      const details = target?.querySelector("details");
      if (!target || !details) return;
      details.open = true;
      target.scrollIntoView({ block: "start" });
    }
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
  return null;
}
