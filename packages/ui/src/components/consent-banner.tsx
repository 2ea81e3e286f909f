import type * as React from "react";
import { cn } from "#cn";
import { Button } from "./button";

interface ConsentBannerProps extends Omit<React.ComponentProps<"section">, "children"> {
  texts: { title: string; text: string; accept: string; decline: string };
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The analytics question of editions that must ask first: a region at the
 * bottom of the screen (not a modal: the page stays usable) with two equal
 * choices, so declining is as easy as accepting.
 */
function ConsentBanner({ className, texts, onAccept, onDecline, ...props }: ConsentBannerProps) {
  return (
    <section
      aria-labelledby="consent-title"
      data-slot="consent-banner"
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface p-4 shadow-lg",
        "desk:inset-x-auto desk:right-6 desk:bottom-6 desk:max-w-md desk:rounded-card desk:border",
        className,
      )}
      {...props}
    >
      <h2 id="consent-title" className="font-semibold">
        {texts.title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{texts.text}</p>
      <div className="mt-4 flex gap-3">
        <Button onClick={onAccept}>{texts.accept}</Button>
        <Button intent="secondary" onClick={onDecline}>
          {texts.decline}
        </Button>
      </div>
    </section>
  );
}

export { ConsentBanner, type ConsentBannerProps };
