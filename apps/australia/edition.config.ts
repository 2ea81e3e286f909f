import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "australia",
  region: "Australia",
  brand: { name: "Aurevo" },
  contentSet: "australia",
  siteUrl: "http://localhost:3002",
});
