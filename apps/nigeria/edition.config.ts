import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "nigeria",
  region: "Nigeria",
  brand: { name: "Aurevo" },
  contentSet: "nigeria",
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: { accent: "#008751", accentEmphasis: "#006b40" },
});
