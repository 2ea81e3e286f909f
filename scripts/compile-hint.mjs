// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script whose first line
// this is has all its functions compiled as it loads, off the main thread. `standalone.mjs` puts it on
// the build's chunks; the bench counts its bytes apart from the code (bench/scripts/page-bytes.mjs).
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
