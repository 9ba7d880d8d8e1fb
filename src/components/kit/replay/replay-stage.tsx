import { useMemo } from "react"
import { DemoEnvironmentProvider } from "../runtime/demo-environment"
import type { ReplayStageProps } from "../runtime/replay-control"
import { ReplaySessionContext } from "../runtime/replay-session"
import { useAdoptedSheet } from "../runtime/stylesheets"
import replayCss from "./replay.css?inline"

/**
 * A copy of the demo rebuilt by replaying its recorded events (see replayer.ts), shown by the
 * demo host in the live demo's place: inert, since an edit there would fork the history, and
 * hidden until it shows its step. It comes with the replayer, off the widget's critical path.
 */
export function ReplayStage({ view, environment, onLive, children }: ReplayStageProps) {
  const { session } = view
  useAdoptedSheet("replay", replayCss)
  const replayEnvironment = useMemo(
    () => ({ ...environment, inspector: session.inspector, log: session.log }),
    [environment, session],
  )
  return (
    <div
      className="sb-stage sb-replay-stage"
      part="stage"
      data-replay-step={view.step}
      aria-busy={view.shown ? undefined : "true"}
    >
      <div inert className="sb-replay-copy" data-shown={view.shown}>
        <ReplaySessionContext.Provider value={session}>
          <DemoEnvironmentProvider value={replayEnvironment}>{children}</DemoEnvironmentProvider>
        </ReplaySessionContext.Provider>
      </div>
      {/* Below the copy, so the widget is where it was live (a pointer's geometry, a popup's). */}
      <p className="sb-replay-banner" role="status">
        {view.shown
          ? `Showing step ${view.step} of ${view.total}${view.difference ? ` (differs from the recording: ${view.difference})` : ""}`
          : `Replaying to step ${view.step}…`}{" "}
        <button type="button" onClick={onLive}>
          Live
        </button>
      </p>
    </div>
  )
}
