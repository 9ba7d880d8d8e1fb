import * as avatar from "@zag-js/avatar"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

interface AvatarViewProps {
  src: string
  alt: string
  /** Off removes the <img> element, which zag reports as an error. */
  showImage: boolean
  name: string
  dir: "ltr" | "rtl"
  /** Called with each state the machine enters (loading, loaded, error). */
  onStateChange: (state: string) => void
}

/** Up to two initials of a name ("Riley Morgan" -> "RM"); "?" for an empty name. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
  const [first, ...rest] = letters
  return first ? first + (rest.at(-1) ?? "") : "?"
}

/** The avatar itself: image, initials fallback and the machine's state as text. */
export function AvatarView({ src, alt, showImage, name, dir, onStateChange }: AvatarViewProps) {
  const service = useDemoMachine(avatar.machine, { dir })
  const api = avatar.connect(service, normalizeProps)
  const state = String(service.state.get())
  useEffect(() => onStateChange(state), [state, onStateChange])

  return (
    <div className="sb-row">
      <div {...api.getRootProps()}>
        <span {...api.getFallbackProps()}>
          <span aria-hidden="true">{initials(name)}</span>
          <span className="sb-avatar-name">{name}</span>
        </span>
        {showImage && <img {...api.getImageProps()} src={src} alt={alt} />}
      </div>
      <p aria-live="polite">
        Status: <strong data-testid="avatar-status">{state}</strong>
      </p>
    </div>
  )
}
