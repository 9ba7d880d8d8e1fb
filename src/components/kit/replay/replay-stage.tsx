import { useMemo, useRef } from "react"
import { DemoEnvironmentProvider } from "../runtime/demo-environment"
import type { ReplayStageProps } from "../runtime/replay-control"
import { ReplaySessionContext } from "../runtime/replay-session"
import { useAdoptedSheet } from "../runtime/stylesheets"
import { ReplayStepper } from "./replay-stepper"
import { usePinnedStage } from "./use-pinned-stage"
import replayCss from "./replay.css?inline"

/**
 * A copy of the demo rebuilt by replaying its recorded events (see replayer.ts), shown by the
 * demo host in the live demo's place: inert, since an edit there would fork the history, and
 * hidden until it shows its step; under it, the buttons that step through the history. It
 * comes with the replayer, off the widget's critical path.
 */
export function ReplayStage({ view, environment, onLive, children }: ReplayStageProps) {
  const { session } = view
  useAdoptedSheet("replay", replayCss)
  const replayEnvironment = useMemo(
    () => ({ ...environment, inspector: session.inspector, log: session.log }),
    [environment, session],
  )
  const stage = useRef<HTMLDivElement>(null)
  const pinnedTop = usePinnedStage(stage)
  return (
    <div
      ref={stage}
      className="sb-stage sb-replay-stage"
      part="stage"
      data-replay-step={view.step}
      data-pinned={pinnedTop !== null}
      style={pinnedTop === null ? undefined : { top: pinnedTop }}
      aria-busy={view.shown ? undefined : "true"}
    >
      <div inert className="sb-replay-copy" data-shown={view.shown}>
        <ReplaySessionContext.Provider value={session}>
          <DemoEnvironmentProvider value={replayEnvironment}>{children}</DemoEnvironmentProvider>
        </ReplaySessionContext.Provider>
      </div>
      {/* Below the copy, so the widget is where it was live (a pointer's geometry, a popup's). */}
      <ReplayStepper view={view} inspector={environment.inspector} onLive={onLive} />
    </div>
  )
}
