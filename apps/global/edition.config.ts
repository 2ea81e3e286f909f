import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "global",
  region: "Global",
  brand: { name: "Aurevo" },
  contentSet: "english",
  siteUrl: "http://localhost:3000",
});
