import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "test",
  region: "Testland",
  brand: { name: "Aurevo" },
  contentSet: "english",
});
