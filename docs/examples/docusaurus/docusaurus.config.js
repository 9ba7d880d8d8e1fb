// @ts-check
// The shape `npx create-docusaurus@latest site classic` writes today: an ES module, and the
// `future.v4` flag, which builds with Rspack (through @docusaurus/faster) as new sites do.

/** @type {import("@docusaurus/types").Config} */
const config = {
  title: "Statebook in Docusaurus",
  tagline: "Live zag.js demos embedded in a Docusaurus site",
  future: { v4: true },
  url: "https://docs.example.com",
  baseUrl: "/",
  onBrokenLinks: "throw",
  i18n: { defaultLocale: "en", locales: ["en"] },
  presets: [
    [
      "classic",
      /** @type {import("@docusaurus/preset-classic").Options} */
      ({
        docs: { routeBasePath: "/", sidebarPath: "./sidebars.js" },
        blog: false,
        theme: { customCss: "./src/css/custom.css" },
      }),
    ],
  ],
  // Registers every <demo-*> element once, on every page, in the browser. The import is
  // also safe in the server build: without customElements it does nothing.
  clientModules: ["./src/statebook.js"],
  themeConfig: {
    navbar: { title: "Statebook demos" },
    colorMode: { respectPrefersColorScheme: true },
  },
}

export default config
