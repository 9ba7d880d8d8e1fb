import { useEffect, useId, useState } from "react"
import { CopyButton } from "./copy-button"
import { loadDemoSources } from "./demo-sources"
import { HighlightedCode } from "./highlighted-code"
import { useAdoptedSheet } from "../runtime/stylesheets"
import sourceViewCss from "./source-view.css?inline"
import type { SourceFile } from "./source-files"

type Loaded = { slug: string; files?: SourceFile[]; error?: string }

/**
 * The Code tab: the demo's own files, one at a time, highlighted, with a Copy button. This
 * module (and the highlighter) is fetched when the tab first opens; each file on its own.
 */
export default function SourceView({ slug }: { slug: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ slug })
  const [selected, setSelected] = useState(0)
  const fileId = useId()
  useAdoptedSheet("source-view", sourceViewCss)

  useEffect(() => {
    let live = true
    loadDemoSources(slug).then(
      (files) => live && setLoaded({ slug, files }),
      (error: unknown) => live && setLoaded({ slug, error: String(error) }),
    )
    return () => {
      live = false
    }
  }, [slug])

  if (loaded.slug !== slug || (!loaded.files && !loaded.error))
    return <p role="status">Loading the source…</p>
  if (!loaded.files) return <p role="alert">The source could not be loaded: {loaded.error}</p>

  const file = loaded.files[Math.min(selected, loaded.files.length - 1)]!
  return (
    <div className="sb-source">
      <div className="sb-source-bar">
        <label htmlFor={fileId}>File</label>
        <select
          id={fileId}
          value={file.name}
          onChange={(event) =>
            setSelected(loaded.files!.findIndex((f) => f.name === event.target.value))
          }
        >
          {loaded.files.map((f) => (
            <option key={f.name}>{f.name}</option>
          ))}
        </select>
        <CopyButton text={file.text} label="Copy code" className="sb-source-copy" />
      </div>
      {/* Focusable so the keyboard can scroll it; named after the file it shows. */}
      <pre className="sb-source-code" tabIndex={0} aria-label={file.name}>
        <HighlightedCode name={file.name} text={file.text} />
      </pre>
    </div>
  )
}
