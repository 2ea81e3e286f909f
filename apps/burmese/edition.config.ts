import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "burmese",
  region: "Myanmar",
  brand: { name: "Aurevo" },
  contentSet: "burmese",
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: { accent: "#c8102e", accentEmphasis: "#9e0c24" },
});
