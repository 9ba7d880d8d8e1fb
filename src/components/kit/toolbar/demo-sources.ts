import { demoSources, folders } from "virtual:statebook/demo-sources"
import { collectSources, type SourceFile } from "./source-files"

/** A demo's own source: its `.demo.tsx` and the files of its folder that it imports. */
export function loadDemoSources(slug: string): Promise<SourceFile[]> {
  const demo = demoSources[slug]
  const files = demo && folders[demo.folder]
  if (!demo || !files)
    return Promise.reject(new Error(`No source files found for the ${slug} demo.`))
  return collectSources(demo.entry, files)
}
