import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { BenchDemo } from "../catalog-demos"
import type { Mount } from "../gzip-server"
import { writeStories } from "./write-stories"

/**
 * The many-demos benchmark's iframe hosts: a Storybook and a Ladle project, each in its own
 * folder with exact pinned versions. Installed (`npm ci`) only when the benchmark runs and
 * their node_modules is older than their lockfile, never by `npm test`; built static from
 * stories generated for the benchmark's demos; served by the benchmark's gzip server.
 */

const HOSTS_DIR = fileURLToPath(new URL(".", import.meta.url))
const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url))

export interface IframeHost {
  name: "storybook" | "ladle"
  /** "Storybook 10.6.7". */
  label: string
  /** The static build as the gzip server mounts it; its index page answers the bare prefix. */
  mount: Mount
  /** The address of one demo's story as an embed (no manager UI), by slug. */
  storyUrls: Map<string, string>
}

interface HostSpec {
  name: IframeHost["name"]
  title: string
  /** The package whose version names the host. */
  versionOf: string
  prefix: string
  outDir: string
  build: string[]
  /** Story ids by slug, read from what the build wrote. */
  storyIds: (outDir: string) => Promise<Map<string, string>>
  storyUrl: (prefix: string, id: string) => string
}

/** The demo of a generated story file (see write-stories.ts): `stories/<slug>.stories.tsx`. */
const slugOfStoryFile = (path: string) => /stories\/([^/]+)\.stories\.tsx$/.exec(path)?.[1]

const readJson = async (file: string) => JSON.parse(await readFile(file, "utf8")) as unknown

const HOSTS: HostSpec[] = [
  {
    name: "storybook",
    title: "Storybook",
    versionOf: "storybook",
    prefix: "/storybook/",
    outDir: "storybook-static",
    build: ["storybook", "build", "--disable-telemetry", "--quiet", "-o", "storybook-static"],
    storyIds: async (outDir) => {
      const index = (await readJson(join(outDir, "index.json"))) as {
        entries: Record<string, { id: string; importPath: string; type: string }>
      }
      const ids = new Map<string, string>()
      for (const entry of Object.values(index.entries)) {
        const slug = slugOfStoryFile(entry.importPath)
        if (slug && entry.type === "story") ids.set(slug, entry.id)
      }
      return ids
    },
    storyUrl: (prefix, id) => `${prefix}iframe.html?id=${id}&viewMode=story`,
  },
  {
    name: "ladle",
    title: "Ladle",
    versionOf: "@ladle/react",
    prefix: "/ladle/",
    outDir: "build",
    build: ["ladle", "build"],
    storyIds: async (outDir) => {
      const meta = (await readJson(join(outDir, "meta.json"))) as {
        stories: Record<string, { filePath: string }>
      }
      const ids = new Map<string, string>()
      for (const [id, story] of Object.entries(meta.stories)) {
        const slug = slugOfStoryFile(story.filePath)
        if (slug) ids.set(slug, id)
      }
      return ids
    },
    storyUrl: (prefix, id) => `${prefix}?story=${id}&mode=preview`,
  },
]

/** Runs a command in `cwd`, its output kept and shown only when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("error", reject)
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} in ${cwd} failed (${code}):\n${output}`)),
    )
  })
}

interface Lockfile {
  packages: Record<string, { version?: string; optional?: boolean }>
}

/**
 * Whether node_modules holds what the lockfile pins: npm's record of the installed tree
 * (node_modules/.package-lock.json) has every package the lockfile does not mark optional
 * (optional ones are other platforms' binaries), at the same version.
 */
async function installedAsLocked(hostDir: string): Promise<boolean> {
  const installedFile = join(hostDir, "node_modules", ".package-lock.json")
  if (!existsSync(installedFile)) return false
  const locked = (await readJson(join(hostDir, "package-lock.json"))) as Lockfile
  const installed = (await readJson(installedFile)) as Lockfile
  return Object.entries(locked.packages).every(
    ([path, pkg]) =>
      path === "" || pkg.optional || installed.packages[path]?.version === pkg.version,
  )
}

/** `npm ci` unless node_modules already holds what the lockfile pins. */
async function ensureInstalled(hostDir: string): Promise<void> {
  if (await installedAsLocked(hostDir)) return
  console.log(`bench: npm ci in ${hostDir}…`)
  // The hosts' packages are devDependencies: installed even where NODE_ENV is production.
  await run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"], hostDir)
}

async function buildHost(spec: HostSpec, demos: readonly BenchDemo[]): Promise<IframeHost> {
  const hostDir = join(HOSTS_DIR, spec.name)
  await ensureInstalled(hostDir)
  await writeStories(hostDir, REPO_ROOT, demos)
  console.log(`bench: building the ${spec.title} host…`)
  const [bin, ...args] = spec.build
  await run(join(hostDir, "node_modules", ".bin", bin!), args, hostDir)
  const dir = join(hostDir, spec.outDir)
  const ids = await spec.storyIds(dir)
  const storyUrls = new Map<string, string>()
  for (const { slug } of demos) {
    const id = ids.get(slug)
    if (!id) throw new Error(`${spec.title}: the build has no story for ${slug}`)
    storyUrls.set(slug, spec.storyUrl(spec.prefix, id))
  }
  const { version } = (await readJson(
    join(hostDir, "node_modules", spec.versionOf, "package.json"),
  )) as { version: string }
  const mount = { prefix: spec.prefix, dir, fallback: "index.html" }
  return { name: spec.name, label: `${spec.title} ${version}`, mount, storyUrls }
}

/** Installs (when needed) and builds both hosts for `demos`. */
export async function buildIframeHosts(demos: readonly BenchDemo[]): Promise<IframeHost[]> {
  const hosts: IframeHost[] = []
  for (const spec of HOSTS) hosts.push(await buildHost(spec, demos))
  return hosts
}
