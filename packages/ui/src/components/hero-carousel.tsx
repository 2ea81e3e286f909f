"use client";

import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide";
import { cn } from "#cn";
import { Icon } from "./icon";

interface HeroCarouselProps extends Omit<React.ComponentProps<"section">, "children"> {
  /** The slides, first shown first; each is usually a `HeroSlide`. */
  slides: React.ReactNode[];
  /** The carousel's accessible name. */
  label: string;
  /** Per slide, its position as a sentence ("Slide 1 of 3"), in slide order. */
  slideLabels: string[];
  /** Per slide, the name of the dot that shows it ("Show slide 1"), in slide order. */
  goToLabels: string[];
  previousLabel: string;
  nextLabel: string;
}

/**
 * The full-bleed hero of the home page. Every slide is rendered by the server
 * and stacked in one grid cell, so the box never changes size between slides;
 * the browser only chooses which one is visible. It never advances on its own
 * (moving content must be paused by the visitor otherwise, WCAG 2.2.2).
 * Hidden slides are `inert`: their links leave the tab order.
 */
function HeroCarousel({ slides, label, slideLabels, goToLabels, previousLabel, nextLabel, className, ...props }: HeroCarouselProps) {
  const [current, setCurrent] = React.useState(0);
  const count = slides.length;
  const show = (index: number) => setCurrent(((index % count) + count) % count);
  return (
    <section
      data-slot="hero-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative isolate overflow-hidden bg-surface-inverse text-ink-inverse", className)}
      {...props}
    >
      <div className="grid">
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels[index]}
              data-state={active ? "active" : "inactive"}
              inert={!active}
              className={cn(
                "[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none",
                active ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-4 z-10 mx-auto flex max-w-content items-center justify-end gap-2 px-4">
          <button
            type="button"
            aria-label={previousLabel}
            onClick={() => show(current - 1)}
            className="grid size-11 cursor-pointer place-items-center rounded-full bg-surface-inverse/60 hover:bg-surface-inverse/80"
          >
            <Icon icon={ChevronLeft} aria-hidden className="size-5" />
          </button>
          <ul className="flex items-center">
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-label={goToLabels[index]}
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => show(index)}
                  className="group grid size-11 cursor-pointer place-items-center"
                >
                  <span
                    aria-hidden
                    className={cn(
                      "block h-2 rounded-full bg-ink-inverse transition-all",
                      index === current ? "w-6" : "w-2 opacity-60 group-hover:opacity-100",
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-label={nextLabel}
            onClick={() => show(current + 1)}
            className="grid size-11 cursor-pointer place-items-center rounded-full bg-surface-inverse/60 hover:bg-surface-inverse/80"
          >
            <Icon icon={ChevronRight} aria-hidden className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

interface HeroSlideProps extends React.ComponentProps<"div"> {
  /** The picture, filling the slide (an `img` or an optimized image). */
  media: React.ReactNode;
}

/**
 * One hero slide: a picture under a dark veil, the text on it. Its height is
 * set by the viewport, not the picture, so nothing moves while it loads.
 * The veil also keeps a transparent header readable over the picture.
 */
function HeroSlide({ media, className, children, ...props }: HeroSlideProps) {
  return (
    <div
      data-slot="hero-slide"
      className={cn("relative h-[34rem] max-h-[85svh] min-h-[26rem] desk:h-[40rem]", className)}
      {...props}
    >
      <div className="absolute inset-0 [&_img]:size-full [&_img]:object-cover">{media}</div>
      <div aria-hidden className="absolute inset-0 bg-linear-to-b from-black/60 via-black/25 to-black/75" />
      <div className="relative mx-auto flex h-full max-w-content flex-col justify-end gap-4 px-4 pt-20 pb-20 desk:pt-28">
        {children}
      </div>
    </div>
  );
}

export { HeroCarousel, HeroSlide, type HeroCarouselProps, type HeroSlideProps };
