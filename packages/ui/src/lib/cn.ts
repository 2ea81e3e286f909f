import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge told the theme's own token names (`src/styles.css`), so `rounded-control` replaces `rounded-sm` and `text-display` is read as a size, not a colour. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ["control", "card"],
      text: ["display"],
      shadow: ["panel", "card"],
    },
  },
});

/** Joins class names; later Tailwind classes win over earlier ones, so a caller's `className` overrides. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
