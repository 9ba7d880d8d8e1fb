import * as presence from "@zag-js/presence"
import { normalizeProps } from "@zag-js/react"
import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as presenceControls } from "./presence.controls"
import styles from "./presence.css?inline"

export { styles }

/**
 * zag's presence machine keeps the panel mounted while its exit animation runs: the button
 * flips `present`, the panel stays in the DOM as long as `api.present`, and the machine
 * watches the panel's animations (via `api.setNode`) to know when it may leave.
 */
export default function PresenceDemo({ values }: DemoProps<typeof presenceControls>) {
  const [present, setPresent] = useState(true)
  const service = useDemoMachine(presence.machine, { present })
  const api = presence.connect(service, normalizeProps)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()

  // Hands the node to the machine each time it mounts, before the browser paints it.
  useLayoutEffect(() => {
    api.setNode(panel.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a (re)mount brings a new node
  }, [api.present])

  // `api.skip` is true until `present` first changes: only the panel shown on load skips.
  const skip = present && api.skip && values.skipAnimationOnMount

  return (
    <>
      <button
        type="button"
        aria-expanded={present}
        aria-controls={api.present ? panelId : undefined}
        onClick={() => setPresent((shown) => !shown)}
      >
        Toggle panel
      </button>
      {api.present && (
        <div
          ref={panel}
          id={panelId}
          data-scope="presence"
          data-part="panel"
          data-state={present ? "open" : "closed"}
          data-skip={skip ? "" : undefined}
          style={{ "--sb-presence-duration": `${values.duration}ms` } as CSSProperties}
        >
          <strong>Presence panel</strong>
          <p>It animates in when shown and stays mounted until its exit animation ends.</p>
        </div>
      )}
    </>
  )
}
