export { proxy } from "@repo/site/proxy";

// Build output and the edition's own brand assets skip the proxy; everything else goes through it.
export const config = {
  matcher: ["/((?!_next/static|_next/image|brand/|icon\\.svg|favicon\\.ico).*)"],
};
