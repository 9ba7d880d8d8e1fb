import vue from "@vitejs/plugin-vue"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [
    vue({
      // Vue compiles unknown tags as components; the demos are custom elements.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("demo-") } },
    }),
  ],
})
