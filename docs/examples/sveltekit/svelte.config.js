import adapter from "@sveltejs/adapter-node"

/** @type {import("@sveltejs/kit").Config} */
export default {
  // A Node server that renders every page on request (SSR), as most SvelteKit sites deploy.
  kit: { adapter: adapter() },
}
