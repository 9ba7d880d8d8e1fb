import { execFile } from "node:child_process"
import { cp, readdir } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { hostEnv } from "./host-node"

/** The repository, whose package the examples install. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

const execFileAsync = promisify(execFile)

/**
 * Runs a command as a user's shell would (without the test runner's variables); on
 * failure the error carries its output, so CI logs say what broke.
 */
export async function run(
  command: string,
  args: string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): Promise<string> {
  const env: Record<string, string | undefined> = { ...process.env, ...extraEnv }
  // Vitest's own variables are not a user's: Vite-based hosts (Astro) read DEV=1 as a dev
  // build (Starlight then showed "Search is only available in production builds").
  for (const key of ["NODE_ENV", "DEV", "PROD", "SSR", "MODE", "BASE_URL"]) delete env[key]
  try {
    const { stdout } = await execFileAsync(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...env, npm_config_audit: "false", npm_config_fund: "false" },
    })
    return stdout
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}\n${stderr}`)
  }
}

/** `run` in an example host, on the Node its users run (host-node.ts), not the machine's. */
export async function runInHost(command: string, args: string[], site: string): Promise<string> {
  return run(command, args, site, await hostEnv())
}

/** `npm pack` of this repository (its prepack builds the library) into an empty folder. */
export async function packPackage(into: string): Promise<string> {
  // The prepack build prints to stdout too, so the tarball is found on disk, not in JSON.
  await run("npm", ["pack", "--pack-destination", into], repoRoot)
  const tarball = (await readdir(into)).find((file) => /^statebook-elements-.+\.tgz$/.test(file))
  if (!tarball) throw new Error(`npm pack wrote no statebook-elements tarball to ${into}`)
  return join(into, tarball)
}

/**
 * Copies `docs/examples/<name>` into `workDir` and installs it as its README says, with
 * the packed tarball standing in for the registry's `statebook-elements`.
 */
export async function installExample(name: string, tarball: string, workDir: string) {
  const site = join(workDir, name)
  const source = join(repoRoot, "docs", "examples", name)
  const skip = /[\\/](node_modules|build|dist|\.docusaurus|cache)([\\/]|$)/
  await cp(source, site, {
    recursive: true,
    filter: (path) => !skip.test(path.slice(source.length)),
  })
  await runInHost("npm", ["install", "--prefer-offline", tarball], site)
  return site
}
