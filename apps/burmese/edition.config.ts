import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "burmese",
  region: "Myanmar",
  brand: { name: "Aurevo" },
  contentSet: "burmese",
  siteUrl: "http://localhost:3003",
});
