import edition from "@edition/config";

/** The running edition's validated configuration. */
export { edition };

/** The page title: the brand name in capitals (SPEC §2). */
export const siteTitle = edition.brand.name.toUpperCase();
