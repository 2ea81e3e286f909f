import { defineEdition } from "@repo/config/edition";
import { registeredSiteUrl } from "@repo/config/editions";

export default defineEdition({
  id: "global",
  region: "Global",
  brand: { name: "Aurevo" },
  contentSet: "english",
  siteUrl: registeredSiteUrl("global"),
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: { accent: "#1f8a4c", accentEmphasis: "#176b3a" },
});
