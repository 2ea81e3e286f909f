import { highlight } from "./highlight";

/** `text` with the keyword's matches marked: built from plain strings, so nothing in the text is read as HTML. */
export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlight(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-brand-subtle px-0.5 font-semibold text-brand-emphasis">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
