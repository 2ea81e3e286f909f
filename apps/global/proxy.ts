export { proxy } from "@repo/site/proxy";

// The spanish and burmese trees render as they are, so their pages skip the proxy (a cached
// page then costs no proxy run), as do build output and the edition's own brand assets;
// everything else goes through it.
export const config = {
  matcher: ["/((?!spanish(?:/|$)|burmese(?:/|$)|_next/static|_next/image|brand/|icon\\.svg|favicon\\.ico).*)"],
};
