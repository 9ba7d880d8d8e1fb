import * as presence from "@zag-js/presence"
import { normalizeProps } from "@zag-js/react"
import { useLayoutEffect, useRef, useState, type CSSProperties } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as presenceControls } from "./presence.controls"
import styles from "./presence.css?inline"

export { styles }

type Settings = DemoProps<typeof presenceControls>["values"]

/**
 * zag's swap: two faces of one button, each behind its own presence machine, so the face
 * going away stays mounted (and animates out) while the other animates in, in the same spot.
 * The button's name (Mute) and pressed state say what it does; the faces only picture it.
 */
export default function PresenceSwap({ values }: DemoProps<typeof presenceControls>) {
  const [muted, setMuted] = useState(false)
  return (
    <button
      type="button"
      className="sb-swap"
      aria-pressed={muted}
      onClick={() => setMuted((was) => !was)}
    >
      <span className="sb-swap-faces">
        <SwapFace present={muted} face="muted" settings={values} />
        <SwapFace present={!muted} face="sound" settings={values} />
      </span>
      Mute
    </button>
  )
}

function SwapFace(props: { present: boolean; face: "muted" | "sound"; settings: Settings }) {
  const { present, face: name, settings } = props
  const service = useDemoMachine(presence.machine, { present }, { label: `${name} face` })
  const api = presence.connect(service, normalizeProps)
  const face = useRef<HTMLSpanElement>(null)

  // Hands each newly mounted face to the machine, which watches its exit animation.
  useLayoutEffect(() => {
    api.setNode(face.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a (re)mount brings a new node
  }, [api.present])

  if (!api.present) return null
  const skip = present && api.skip && settings.skipAnimationOnMount
  return (
    <span
      ref={face}
      aria-hidden="true"
      data-scope="swap"
      data-part="face"
      data-face={name}
      data-state={present ? "open" : "closed"}
      data-skip={skip ? "" : undefined}
      style={{ "--sb-presence-duration": `${settings.duration}ms` } as CSSProperties}
    >
      <SpeakerIcon muted={name === "muted"} />
    </span>
  )
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M17 9l5 6M22 9l-5 6" strokeLinecap="round" />
      ) : (
        <path d="M17 8a5 5 0 0 1 0 8M19.5 5.5a8.5 8.5 0 0 1 0 13" strokeLinecap="round" />
      )}
    </svg>
  )
}
