import adapter from "@sveltejs/adapter-node"
import { sveltekit } from "@sveltejs/kit/vite"
import { defineConfig } from "vite"

// SvelteKit 3 reads its options here: svelte.config.js is no longer supported.
export default defineConfig({
  plugins: [
    sveltekit({
      compilerOptions: {
        // Force runes mode for the project, except for libraries. Can be removed in svelte 6.
        runes: ({ filename }) =>
          filename.split(/[/\\]/).includes("node_modules") ? undefined : true,
      },
      // A Node server that renders every page on request (SSR), as most SvelteKit sites deploy.
      adapter: adapter(),
    }),
  ],
})
