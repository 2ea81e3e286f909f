/**
 * Each edition app resolves `@edition/config` to its own `edition.config.ts`
 * (see `createNextConfig`); this declares its type for the code here.
 */
declare module "@edition/config" {
  import type { EditionConfig } from "@repo/config/edition";

  const edition: EditionConfig;
  export default edition;
}
