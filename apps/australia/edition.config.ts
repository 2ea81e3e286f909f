import { defineEdition } from "@repo/config/edition";
import { registeredSiteUrl } from "@repo/site/env";

export default defineEdition({
  id: "australia",
  region: "Australia",
  brand: { name: "Aurevo" },
  contentSet: "australia",
  siteUrl: registeredSiteUrl("australia"),
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: { accent: "#00247d", accentEmphasis: "#001a5c" },
});
