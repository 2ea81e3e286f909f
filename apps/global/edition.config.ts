import { defineEdition } from "@repo/config/edition";
import { registeredSiteUrl } from "@repo/site/env";

export default defineEdition({
  id: "global",
  region: "Global",
  brand: { name: "Aurevo" },
  contentSet: "english",
  siteUrl: registeredSiteUrl("global"),
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: { accent: "#1b7d44", accentEmphasis: "#176b3a" },
});
