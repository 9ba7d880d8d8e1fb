import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { packPackage } from "./example-hosts"

declare module "vitest" {
  export interface ProvidedContext {
    /** The `npm pack` tarball of this repository, made once for every e2e file. */
    tarball: string
  }
}

/** Packs the package once per e2e run (its prepack builds the library): every host installs it. */
export default async function packOnce(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "statebook-pack-"))
  project.provide("tarball", await packPackage(dir))
  return () => rm(dir, { recursive: true, force: true })
}
