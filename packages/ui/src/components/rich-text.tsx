import type * as React from "react";
import { cn } from "#cn";

interface RichTextProps extends Omit<React.ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> {
  /**
   * HTML that has already been sanitized on the server. This component
   * renders it as is; it must never receive visitor input directly.
   */
  html: string;
}

/** Editor HTML (headings 1–6, lists, links, images) with the house prose styles. */
function RichText({ className, html, ...props }: RichTextProps) {
  return (
    <div
      data-slot="rich-text"
      className={cn(
        "prose max-w-none prose-headings:font-semibold prose-a:text-brand-emphasis prose-img:rounded-card",
        "[&_.ql-font-serif]:font-serif [&_.ql-font-monospace]:font-mono",
        "[&_.ql-size-small]:text-sm [&_.ql-size-large]:text-xl [&_.ql-size-huge]:text-3xl",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}

export { RichText, type RichTextProps };
