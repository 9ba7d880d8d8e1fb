/**
 * The anatomy of a demo folder: the role of each file it may hold, by name, and what breaks
 * it. Checked for every folder by test/unit/demo-folders.test.ts; the reader
 * (demo-folders.ts) finds a demo's files by the same names.
 */

/**
 * The roles a file of a demo folder can have, by name. `ofDemo` roles belong to one demo of
 * the folder (`<slug>.demo.tsx` beside them), `ofVariant` ones to one of its variants
 * (`<slug>.<variant>.variant.tsx`); the rest are the folder's own.
 */
export const ROLES: { role: string; pattern: RegExp; ofDemo?: true; ofVariant?: true }[] = [
  { role: "demo", pattern: /^([a-z0-9-]+)\.demo\.tsx$/ },
  { role: "variant", pattern: /^([a-z0-9-]+)\.([a-z0-9-]+)\.variant\.tsx$/, ofDemo: true },
  // A variant's `about` (and its own schema, if any).
  {
    role: "variant controls",
    pattern: /^([a-z0-9-]+)\.([a-z0-9-]+)\.controls\.ts$/,
    ofVariant: true,
  },
  // Its own keyboard map, where it runs other machines than its demo.
  {
    role: "variant keyboard map",
    pattern: /^([a-z0-9-]+)\.([a-z0-9-]+)\.keyboard\.ts$/,
    ofVariant: true,
  },
  {
    role: "variant page object",
    pattern: /^([a-z0-9-]+)\.([a-z0-9-]+)\.page\.ts$/,
    ofVariant: true,
  },
  {
    role: "variant browser test",
    pattern: /^([a-z0-9-]+)\.([a-z0-9-]+)\.browser\.test\.ts$/,
    ofVariant: true,
  },
  // A demo's schema and `about`, or a schema its demos spread (`<widget>.controls.ts`).
  { role: "controls", pattern: /^([a-z0-9-]+)\.controls\.ts$/ },
  { role: "keyboard map", pattern: /^([a-z0-9-]+)\.keyboard\.ts$/, ofDemo: true },
  { role: "reserved heights", pattern: /^([a-z0-9-]+)\.heights\.json$/, ofDemo: true },
  { role: "page object", pattern: /^([a-z0-9-]+)\.page\.ts$/, ofDemo: true },
  { role: "browser test", pattern: /^([a-z0-9-]+)\.browser\.test\.ts$/, ofDemo: true },
  { role: "unit test", pattern: /^[a-z0-9-]+\.unit\.test\.ts$/ },
  { role: "CSS", pattern: /^[a-z0-9-]+\.css$/ },
  // Sub-views, hooks, pure helpers, single-use data, shared keys, the tests' own helpers.
  { role: "module", pattern: /^[a-z0-9-]+\.tsx?$/ },
]

/** What is wrong with one demo folder, given its name and its entries (`name/` for a folder). */
export function folderProblems(folder: string, entries: readonly string[]): string[] {
  const at = (name: string) => `src/components/${folder}/${name}`
  const problems: string[] = []
  const demos = new Set(
    entries.flatMap((name) => {
      const slug = ROLES[0]!.pattern.exec(name)?.[1]
      return slug ? [slug] : []
    }),
  )
  const variants = new Set(
    entries.flatMap((name) => {
      const found = ROLES[1]!.pattern.exec(name)
      return found ? [`${found[1]}.${found[2]}`] : []
    }),
  )
  if (demos.size === 0)
    problems.push(`src/components/${folder}/: a demo folder with no <slug>.demo.tsx`)
  for (const name of entries) {
    const match = ROLES.map((role) => ({ ...role, found: role.pattern.exec(name) })).find(
      (role) => role.found,
    )
    if (!match) {
      problems.push(
        `${at(name)}: no known role in a demo folder (${ROLES.map((role) => role.role).join(", ")})`,
      )
      continue
    }
    const slug = match.found![1]
    if (match.ofDemo && !demos.has(slug!))
      problems.push(`${at(name)}: a ${match.role} of ${slug}, which is no demo of this folder`)
    if (match.ofVariant && !variants.has(`${slug}.${match.found![2]}`))
      problems.push(
        `${at(name)}: a ${match.role} of ${slug}.${match.found![2]}, which is no variant of this folder`,
      )
    if (match.role === "controls" && !demos.has(slug!) && slug !== folder)
      problems.push(`${at(name)}: the schema of ${slug}, which is no demo of this folder`)
  }
  for (const slug of demos)
    for (const needed of [`${slug}.controls.ts`, `${slug}.keyboard.ts`, `${slug}.heights.json`])
      if (!entries.includes(needed))
        problems.push(`${at(`${slug}.demo.tsx`)}: no ${needed} beside it`)
  for (const variant of variants)
    if (!entries.includes(`${variant}.controls.ts`))
      problems.push(`${at(`${variant}.variant.tsx`)}: no ${variant}.controls.ts beside it`)
  return problems
}
