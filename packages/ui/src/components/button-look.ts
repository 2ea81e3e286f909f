/*
 * The pieces of the button's look that more than one part puts together: `buttonVariants`
 * (`./button-element`) offers every intent and size; the form's submit button has one look and
 * takes only its pieces, so a page with a form does not carry every variant's classes.
 */

export const buttonBase = [
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-control font-medium whitespace-nowrap transition-colors",
  "disabled:pointer-events-none disabled:opacity-60 data-[pending=true]:cursor-progress",
  "[&_svg]:size-4 [&_svg]:shrink-0",
];

/** The brand's emphasis shade: white text on it passes 4.5:1 at small sizes (forms' submit buttons). */
export const buttonEmphasis = "bg-brand-emphasis text-ink-inverse hover:bg-brand-emphasis/90";

export const buttonMedium = "h-11 px-5 text-sm";
