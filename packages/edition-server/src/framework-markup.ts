/**
 * Attributes React writes into server-rendered HTML that no HTML standard
 * has, and that nothing reads in a document sent whole:
 * - `vt-name`, `vt-update`, `vt-enter`, `vt-exit`, `vt-share` on the first
 *   element inside a `<ViewTransition>`, for React's script that animates
 *   Suspense content streamed in later (an edition sends each document at
 *   once, so that script never runs); navigations animate from the
 *   components themselves, not from these attributes;
 * - `action=""` on a form whose action is a server function: a form without
 *   `action` posts to the page's own address just the same, and is valid.
 * Text and attribute values are escaped (`"` is `&quot;`), so the patterns
 * only ever meet markup.
 */
const VIEW_TRANSITION_ATTRIBUTE = / vt-(?:name|update|enter|exit|share)="[^"]*"/g;
const EMPTY_FORM_ACTION = /(<form\b[^>]*?) action=""/g;

/** `html` without the attributes above. */
export function withoutFrameworkAttributes(html: string): string {
  return html.replace(VIEW_TRANSITION_ATTRIBUTE, "").replace(EMPTY_FORM_ACTION, "$1");
}
