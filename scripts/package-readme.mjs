// npm always packs the root README.md, and ours is for the people who work on Statebook.
// Around `npm pack`/`npm publish`, the docs authors' README (docs/package-readme.md) stands
// in its place: `swap` before packing, `restore` after. A swap left behind by a failed pack
// is undone by the next `restore` (or `git checkout README.md`).
import { existsSync } from "node:fs"
import { copyFile, rename } from "node:fs/promises"

const KEPT = ".README.developers.md"
const step = process.argv[2]

if (step === "swap") {
  if (!existsSync(KEPT)) await rename("README.md", KEPT)
  await copyFile("docs/package-readme.md", "README.md")
} else if (step === "restore") {
  if (existsSync(KEPT)) await rename(KEPT, "README.md")
} else {
  console.error("usage: node scripts/package-readme.mjs swap|restore")
  process.exit(2)
}
