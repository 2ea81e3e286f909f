import { cva } from "class-variance-authority";

/** The link's look by tone; in its own module so client components can use it without `Link`'s `asChild` (Radix Slot). */
export const linkVariants = cva("rounded-sm underline-offset-4 transition-colors", {
  variants: {
    tone: {
      inherit: "text-current hover:underline",
      brand: "text-brand-emphasis hover:underline",
      muted: "text-ink-muted hover:text-ink",
    },
  },
  defaultVariants: { tone: "inherit" },
});
