// @ts-check
import starlight from "@astrojs/starlight"
import { defineConfig } from "astro/config"

export default defineConfig({
  integrations: [
    starlight({
      title: "Statebook in Starlight",
      sidebar: [
        {
          label: "Demos",
          items: [
            { label: "Accordion", slug: "accordion" },
            { label: "Date picker", slug: "date-picker" },
          ],
        },
      ],
    }),
  ],
})
