import { defineConfig } from "vitepress"

export default defineConfig({
  title: "Statebook in VitePress",
  description: "Live zag.js demos embedded in a VitePress site",
  vue: {
    template: {
      compilerOptions: {
        // Vue must leave <demo-*> tags to the browser: they are custom elements, not Vue
        // components. Without this Vue renders nothing for them and warns on hydration.
        isCustomElement: (tag) => tag.startsWith("demo-"),
      },
    },
  },
  themeConfig: {
    sidebar: [
      {
        text: "Demos",
        items: [
          { text: "Accordion", link: "/" },
          { text: "Date picker", link: "/date-picker" },
          { text: "Select in a dialog", link: "/select-in-dialog" },
        ],
      },
    ],
  },
})
