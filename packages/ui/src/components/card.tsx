import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";

const cardVariants = cva("group/card relative flex flex-col overflow-hidden rounded-card bg-surface text-ink", {
  variants: {
    elevation: {
      flat: "border border-line",
      raised: "shadow-card transition-shadow hover:shadow-panel",
    },
  },
  defaultVariants: { elevation: "raised" },
});

/** A content card: media, then a body with title, text and actions. */
function Card({ className, elevation, ...props }: React.ComponentProps<"article"> & VariantProps<typeof cardVariants>) {
  return <article data-slot="card" className={cn(cardVariants({ elevation }), className)} {...props} />;
}

const cardMediaVariants = cva("overflow-hidden bg-surface-muted", {
  variants: {
    /** `wide` (3:2) for scenes and articles, `photo` (4:3) for products and the home's cards. */
    shape: { wide: "aspect-[3/2]", photo: "aspect-[4/3]" },
  },
  defaultVariants: { shape: "wide" },
});

function CardMedia({
  className,
  shape,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardMediaVariants>) {
  return <div data-slot="card-media" className={cn(cardMediaVariants({ shape }), className)} {...props} />;
}

function CardBody({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-body" className={cn("flex flex-1 flex-col gap-2 p-5", className)} {...props} />;
}

/**
 * The card's heading: an `<h3>`, or with `asChild` the level the page's
 * outline needs (`<CardTitle asChild><h2>…</h2></CardTitle>`).
 */
function CardTitle({ className, asChild = false, ...props }: React.ComponentProps<"h3"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "h3";
  return <Comp data-slot="card-title" className={cn("text-lg font-semibold", className)} {...props} />;
}

/**
 * A link that makes the whole card its target (put it inside the title):
 * one tab stop and one accessible name per card, the focus ring around the card.
 */
function CardLink({ className, asChild = false, ...props }: React.ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="card-link"
      className={cn(
        "outline-none after:absolute after:inset-0 after:rounded-card after:content-['']",
        "hover:text-brand-emphasis focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand",
        className,
      )}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-ink-muted", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("mt-auto flex items-center gap-3 pt-2", className)} {...props} />;
}

export { cardMediaVariants, Card, CardBody, CardDescription, CardFooter, CardLink, CardMedia, CardTitle, cardVariants };
