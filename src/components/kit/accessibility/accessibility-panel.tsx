import { useState } from "react"
import { useAdoptedSheet } from "../runtime/stylesheets"
import accessibilityCss from "./accessibility.css?inline"
import { AxeCheck } from "./axe-check"
import { isReplayStage } from "./demo-stage"
import { KeyboardTable } from "./keyboard-table"
import { PartOutline } from "./part-outline"
import { PartsTable } from "./parts-table"
import { useLaidOut } from "./use-laid-out"
import { useLiveParts } from "./use-live-parts"
import { useStages } from "./use-shown-stage"

/**
 * The Accessibility tab: what the widget says to assistive technology now (its parts, live),
 * the keys its machines handle with the ones the reader has tried, and an axe check on demand.
 */
export function AccessibilityPanel({ slug }: { slug?: string }) {
  useAdoptedSheet("accessibility", accessibilityCss)
  const [panel, setPanel] = useState<HTMLDivElement | null>(null)
  const shown = useLaidOut(panel)
  // Parts and the check describe what the reader sees, a replayed step included; the keys
  // tried are the live widget's.
  const stages = useStages(panel)
  const replaying = isReplayStage(stages.shown)
  const rows = useLiveParts(stages.shown, shown)
  const [selected, setSelected] = useState<number | null>(null)
  // Hidden parts (a closed popup's content) show by default: what is hidden is part of the contract.
  const [showHidden, setShowHidden] = useState(true)
  const listed = showHidden ? rows : (rows?.filter((row) => !row.hidden) ?? null)
  const outlined = shown ? (rows?.find((row) => row.id === selected)?.element ?? null) : null
  return (
    <div className="sb-a11y" ref={setPanel}>
      <section aria-label="Parts">
        <p className="sb-a11y-title">Parts</p>
        <p className="sb-muted">
          Each part of the widget as assistive technology meets it, in DOM order, updated as you use
          it. Select a part to outline it in the widget.
        </p>
        {replaying && (
          <p className="sb-a11y-note">
            A replayed step is shown: these are its parts as they were then, focus apart. The copy
            is inert, so assistive technology meets only the live widget; Live returns to it.
          </p>
        )}
        <label className="sb-a11y-option">
          <input
            type="checkbox"
            checked={showHidden}
            onChange={(event) => setShowHidden(event.currentTarget.checked)}
          />{" "}
          Show parts hidden from assistive technology
        </label>
        <PartsTable rows={listed} selected={selected} onSelect={setSelected} />
      </section>
      <section aria-label="Keyboard">
        <p className="sb-a11y-title">Keyboard</p>
        <KeyboardTable slug={slug} stage={stages.live} />
      </section>
      <section aria-label="Check">
        <p className="sb-a11y-title">Check</p>
        {/* A result belongs to the stage it was run on: a replay starts afresh, as does Live. */}
        <AxeCheck key={replaying ? "replay" : "live"} stage={stages.shown} />
      </section>
      <PartOutline element={outlined} />
    </div>
  )
}
