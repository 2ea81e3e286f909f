import type { Decorator, Preview } from "@storybook/react-vite";
import "../src/fonts.css";
import "../src/styles.css";
import { langFor } from "../src/fixtures/texts";

/** Sets the document language so fonts, line breaking and axe follow the chosen texts. */
const withLocale: Decorator = (Story, context) => {
  const lang = langFor(context.globals.locale);
  if (typeof document !== "undefined") document.documentElement.lang = lang;
  return <Story />;
};

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: "Texts and menu fixtures",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "es", title: "Español" },
          { value: "my", title: "မြန်မာ" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", viewport: { value: "desktop", isRotated: false } },
  parameters: {
    // Violations fail the story's test.
    a11y: { test: "error" },
    layout: "fullscreen",
    viewport: {
      // The story tests read this; the toolbar reads `initialGlobals`.
      defaultViewport: "desktop",
      options: {
        desktop: { name: "Desktop", styles: { width: "1280px", height: "800px" }, type: "desktop" },
        mobile: { name: "Mobile", styles: { width: "390px", height: "844px" }, type: "mobile" },
      },
    },
  },
};

export default preview;
