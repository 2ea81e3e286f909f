import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Languages } from "lucide";
import { cn } from "#cn";
import { Icon } from "./icon";

const tagVariants = cva("inline-flex items-center rounded-full px-3 py-0.5 text-xs font-medium", {
  variants: {
    tone: {
      brand: "bg-brand-subtle text-brand-emphasis",
      neutral: "bg-surface-muted text-ink",
      inverse: "bg-surface-inverse text-ink-inverse",
      /** Quieter than neutral, outlined: a remark on an item (`FallbackNotice`). */
      notice: "border border-line bg-surface-muted text-ink-muted",
    },
  },
  defaultVariants: { tone: "brand" },
});

/** A short label: a product category, a date, "New". */
function Tag({ className, tone, ...props }: React.ComponentProps<"span"> & VariantProps<typeof tagVariants>) {
  return <span data-slot="tag" className={cn(tagVariants({ tone }), className)} {...props} />;
}

/**
 * Says, on the item itself, that the item is shown in another language than
 * the page ("Only in English"). Give it the page's text and the page's
 * `lang`: it sits beside text marked with the fallback's language.
 */
function FallbackNotice({ className, children, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="fallback-notice"
      className={cn(tagVariants({ tone: "notice" }), "gap-1", className)}
      {...props}
    >
      <Icon icon={Languages} aria-hidden className="size-3.5 shrink-0" />
      {children}
    </span>
  );
}

export { FallbackNotice, Tag, tagVariants };
