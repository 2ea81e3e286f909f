import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "australia",
  region: "Australia",
  brand: { name: "Aurevo" },
  contentSet: "australia",
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: { accent: "#00247d", accentEmphasis: "#001a5c" },
});
