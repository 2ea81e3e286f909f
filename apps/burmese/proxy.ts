export { proxy } from "@repo/site/proxy";

// Static assets skip the proxy; everything else goes through it.
export const config = {
  matcher: ["/((?!_next/static|_next/image|icon\\.svg|favicon\\.ico).*)"],
};
