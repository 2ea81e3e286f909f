import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "global",
  region: "Global",
  brand: { name: "Aurevo" },
  contentSet: "english",
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: { accent: "#1b7d44", accentEmphasis: "#176b3a" },
});
