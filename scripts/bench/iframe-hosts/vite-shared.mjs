// The Vite settings both iframe hosts share, so their stories build the demos exactly as the
// floor page does: the kit's machine hook and environment swapped for the floor's stub, and
// one React (the host's own) for the host's renderer and the demo code under src/ alike.
import { fileURLToPath } from "node:url"

const KIT_STUB = fileURLToPath(new URL("../floor-kit-stub.tsx", import.meta.url))
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url))

export const benchViteConfig = {
  resolve: {
    // The same modules floor.ts swaps in its esbuild plugin.
    alias: [{ find: /^(.*\/)?(use-demo-machine|demo-environment)$/, replacement: KIT_STUB }],
    dedupe: ["react", "react-dom"],
  },
  server: { fs: { allow: [REPO_ROOT] } },
  logLevel: "warn",
}
