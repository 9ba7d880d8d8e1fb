import * as tour from "@zag-js/tour"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState, type SyntheticEvent } from "react"
import { tourFrameDocument, tourSteps, tourTranslations } from "./tour-steps"
import { DemoHeading } from "../kit/parts/demo-heading"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoEnvironment } from "../kit/runtime/demo-environment"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { TourCard } from "./tour-card"
import { FRAME_ATTRIBUTE, toStepDetails } from "./tour-step-details"
import type { controls as tourControls } from "./tour.controls"
import styles from "./tour.css?inline"

export { styles }

// zag 1.47 reports a stop as "dismissed"; the demo says "stopped".
const statusNames: Record<tour.StepStatus, string> = {
  idle: "idle",
  started: "started",
  dismissed: "stopped",
  completed: "completed",
  skipped: "skipped",
  "not-found": "target not found",
}

export default function TourDemo({ values }: DemoProps<typeof tourControls>) {
  const { getRootNode } = useDemoEnvironment()
  const log = useDemoLog()
  const [status, setStatus] = useState<string>(statusNames.idle)
  const [problem, setProblem] = useState("")

  const steps = useMemo(
    () => toStepDetails(tourSteps, getRootNode, values.gutter),
    [getRootNode, values.gutter],
  )
  const service = useDemoMachine(tour.machine, {
    steps,
    dir: values.dir,
    closeOnEscape: values.closeOnEscape,
    closeOnInteractOutside: values.closeOnInteractOutside,
    keyboardNavigation: values.keyboardNavigation,
    preventInteraction: values.preventInteraction,
    spotlightOffset: { x: values.spotlightOffsetX, y: values.spotlightOffsetY },
    spotlightRadius: values.spotlightRadius,
    translations: tourTranslations,
    onStatusChange(details) {
      const name = statusNames[details.status]
      setStatus(name)
      log(`tour ${name}`, details)
    },
  })
  const api = tour.connect(service, normalizeProps)

  // zag reads the `steps` prop once, at start: later ones (a new gutter) go in as api.setSteps
  // sends them.
  useSettingToMachine(steps, (value) => service.send({ type: "STEPS.SET", value }))

  // The frame step's target lives in the frame's document. Removing the demo (or moving it
  // without moveBefore) unloads that document, while zag's placement keeps observing the
  // target's size until the demo unmounts, a task later: the browser then reported
  // "ResizeObserver loop completed with undelivered notifications" on the host page. A tour
  // whose target is gone for good ends with it.
  const endWithFrame = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const frameWindow = event.currentTarget.contentWindow
    frameWindow?.addEventListener(
      "pagehide",
      () => {
        const target = service.context.get("resolvedTarget")
        if (target?.ownerDocument === frameWindow.document)
          service.send({ type: "DISMISS", src: "frame-unload" })
      },
      { once: true },
    )
  }

  const start = () => {
    const id = values.startAt.trim()
    // A step is valid only if its id is in the list of steps.
    if (id && !api.isValidStep(id)) {
      const message = `There is no step "${id}" in this tour.`
      setProblem(message)
      log(message)
      return
    }
    setProblem("")
    api.start(id || undefined)
  }

  return (
    <div className="sb-tour" dir={values.dir}>
      <div className="sb-row">
        <button type="button" onClick={start}>
          Start Tour
        </button>
        <p className="sb-tour-status" data-tour-target="status" aria-live="polite">
          Tour status: {status}
        </p>
      </div>
      {problem && <DemoProblem>{problem}</DemoProblem>}
      <section className="sb-tour-section">
        <DemoHeading data-tour-target="step-1">Step 1</DemoHeading>
        <p>A section on the page.</p>
      </section>
      {/* Focusable, so keyboard users can scroll it too. */}
      <section
        className="sb-tour-section sb-tour-scroll"
        tabIndex={0}
        aria-label="Scroll container"
      >
        <p>Scroll down inside this box: its heading sits below the fold.</p>
        <div className="sb-tour-spacer" aria-hidden="true" />
        <DemoHeading data-tour-target="step-2">Step 2</DemoHeading>
      </section>
      <section className="sb-tour-section">
        <iframe
          {...{ [FRAME_ATTRIBUTE]: "" }}
          className="sb-tour-frame"
          title="Embedded frame"
          srcDoc={tourFrameDocument}
          onLoad={endWithFrame}
        />
      </section>
      <section className="sb-tour-section">
        <DemoHeading data-tour-target="step-4">Step 4</DemoHeading>
        <p>The last section on the page.</p>
      </section>
      <TourCard
        api={api}
        pageHeight={service.context.get("boundarySize").height}
        skipBehavior={values.skipBehavior}
        names={tourTranslations}
      />
    </div>
  )
}
