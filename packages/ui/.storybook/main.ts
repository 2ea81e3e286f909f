import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { default: tailwindcss } = await import("@tailwindcss/vite");
    config.plugins = [...(config.plugins ?? []), tailwindcss()];
    // No condition of our own: stories render in the browser and get the
    // browser's `cn`, which joins classes without merging them, so a story
    // cannot pass on classes a page never ships. That the server's merge would
    // change nothing either, every story checks (`preview.tsx`).
    // Pre-bundle every runtime dependency up front: a dependency discovered
    // mid-run makes Vite reload the page and fails the stories then running.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
        "@radix-ui/react-dialog",
        "@radix-ui/react-dropdown-menu",
        "@radix-ui/react-navigation-menu",
        "@radix-ui/react-slot",
        "@radix-ui/react-tabs",
        "class-variance-authority",
        "clsx",
        "lucide-react",
        "tailwind-merge",
      ],
    };
    // Components carry "use client" for the Next.js apps; a bundle has no use for it.
    const onwarn = config.build?.rolldownOptions?.onwarn;
    config.build = {
      ...config.build,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          if (onwarn) onwarn(warning, warn);
          else warn(warning);
        },
      },
    };
    return config;
  },
};

export default config;
