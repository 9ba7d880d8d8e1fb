// Storybook for the many-demos benchmark: only the generated stories (../stories), no addons,
// no docgen, no telemetry. `storybook build` writes storybook-static/, which the bench serves.
import { mergeConfig } from "vite"
import { benchViteConfig } from "../../vite-shared.mjs"

export default {
  stories: ["../stories/*.stories.tsx"],
  addons: [],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (config) => mergeConfig(config, benchViteConfig),
}
