/**
 * The element id of one question, the target of its deep link
 * (`/support/faq#faq-<id>`). The contract's function (from its zod-free module: this runs in the browser), the one the content
 * API's search links with, so the FAQ page and search cannot disagree.
 */
export { faqAnchor } from "@repo/api-client/anchors";
