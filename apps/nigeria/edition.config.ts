import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "nigeria",
  region: "Nigeria",
  brand: { name: "Aurevo" },
  contentSet: "nigeria",
  siteUrl: "http://localhost:3001",
});
