/**
 * Anchors the content API's links and the site's pages share. Kept apart from
 * the schemas (no zod), so a client component that needs one does not ship
 * the validation library with it.
 */

/** The element id of one FAQ question, the target of its deep link (`/support/faq#faq-<id>`). */
export const faqAnchor = (id: string) => `faq-${id}`;
