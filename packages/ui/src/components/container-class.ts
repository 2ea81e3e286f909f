/**
 * The one column every part of a page lines up on: the 1000 px content width
 * (SPEC §9) with 16 px of side padding inside it, so header, page content,
 * mega-panels and footer share one left and one right edge at every width.
 * A module of its own, free of Radix Slot, for the header that every page
 * loads.
 */
export const containerClass = "mx-auto w-full max-w-content px-4";
