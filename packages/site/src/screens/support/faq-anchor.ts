/** The element id of one question, the target of its deep link (`/support/faq#faq-<id>`). */
export const faqAnchor = (id: string) => `faq-${id}`;
