/**
 * The one convention that makes a folder a demo: `components/<widget>/<slug>.demo.tsx`, with
 * `<slug>.controls.ts` beside it. The catalog lists demos by it (its glob names the widget
 * folders); the Code tab finds a demo's files by it. Paths are as Vite's globs key them.
 */
const DEMO_FILE = /^(.*)\/([a-z0-9-]+)\.demo\.tsx$/

/** A demo module's folder and slug, or null for a path that is not a demo module. */
export function demoFileParts(path: string): { folder: string; slug: string } | null {
  const match = DEMO_FILE.exec(path)
  return match ? { folder: match[1]!, slug: match[2]! } : null
}

/** The demo module of a slug among paths, by the convention. */
export function findDemoFile(paths: Iterable<string>, slug: string): string | undefined {
  for (const path of paths) if (demoFileParts(path)?.slug === slug) return path
  return undefined
}

/** Where a demo's schema and `about` live: beside its module. */
export const controlsFileOf = ({ folder, slug }: { folder: string; slug: string }) =>
  `${folder}/${slug}.controls.ts`
