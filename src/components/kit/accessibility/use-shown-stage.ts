import { useEffect, useState } from "react"
import { demoBoxOf, liveStageIn, shownStageIn } from "./demo-stage"

export interface Stages {
  /** What the reader sees: a replayed step's stage while one shows, else the live one. */
  shown: Element | null
  /** The live widget's stage, hidden or not: the keys the reader presses go there. */
  live: Element | null
}

/**
 * The stages beside a toolbar panel, following replays: a replayed step's stage comes and goes
 * as a child of the demo box (demo-host.tsx), so watching the box's children is enough.
 */
export function useStages(panel: Element | null): Stages {
  const box = demoBoxOf(panel)
  const [shown, setShown] = useState<Element | null>(null)
  useEffect(() => {
    if (!box) return
    const read = () => setShown(shownStageIn(box))
    read()
    const observer = new MutationObserver(read)
    observer.observe(box, { childList: true })
    return () => observer.disconnect()
  }, [box])
  return { shown: box ? shown : null, live: box ? liveStageIn(box) : null }
}
