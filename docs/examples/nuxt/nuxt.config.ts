// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: "2025-07-15",
  devtools: { enabled: true },
  // reserve.css holds each demo's height until its code arrives, so the page does not jump.
  css: ["statebook-elements/reserve.css", "~/assets/css/main.css"],
  vue: {
    compilerOptions: {
      // Vue would otherwise resolve `demo-*` as components, render nothing in their place
      // and report a hydration mismatch against the server's HTML.
      isCustomElement: (tag) => tag.startsWith("demo-"),
    },
  },
})
