import { existsSync } from "node:fs"
import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { installExample, packPackage, repoRoot } from "./example-hosts"

declare module "vitest" {
  export interface ProvidedContext {
    /** The `npm pack` tarball of this repository, made once for every e2e file. */
    tarball: string
    /**
     * Every example under docs/examples that has a package.json, copied and installed
     * (with the tarball as `statebook-elements`) once per run: example name -> its folder.
     */
    hosts: Record<string, string>
  }
}

/**
 * The examples that install from npm: a folder under docs/examples with a package.json.
 * `E2E_HOSTS=vue,astro` narrows them while working on one host's test (CI sets nothing).
 */
async function npmExamples(): Promise<string[]> {
  const examples = join(repoRoot, "docs", "examples")
  const only = process.env.E2E_HOSTS?.split(",").filter(Boolean)
  const names = await readdir(examples)
  return names
    .filter((name) => existsSync(join(examples, name, "package.json")))
    .filter((name) => !only || only.includes(name))
    .sort()
}

/**
 * Packs the package once per e2e run (its prepack builds the library; `E2E_TARBALL` names one
 * packed before instead, while working on a host with the library unchanged), then installs every
 * npm-based example host from that tarball side by side: installs mostly wait on the
 * registry, so together they take about as long as the largest one. Builds stay in the
 * test files, which run one at a time and so do not fight over the two cores.
 */
export default async function packOnce(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "statebook-pack-"))
  const tarball = process.env.E2E_TARBALL || (await packPackage(dir))
  project.provide("tarball", tarball)
  const names = await npmExamples()
  const folders = await Promise.all(names.map((name) => installExample(name, tarball, dir)))
  project.provide("hosts", Object.fromEntries(names.map((name, i) => [name, folders[i]!])))
  return () => rm(dir, { recursive: true, force: true })
}
