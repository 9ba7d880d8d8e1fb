import * as hoverCard from "@zag-js/hover-card"
import { normalizeProps } from "@zag-js/react"
import { hoverCardProfile as profile } from "./hover-card-profile"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { PopupArrow } from "../kit/parts/popup-arrow"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as hoverCardControls } from "./hover-card.controls"
import styles from "./hover-card.css?inline"

export { styles }

export default function HoverCardDemo({ values }: DemoProps<typeof hoverCardControls>) {
  const { placement, ...settings } = values
  const service = useDemoMachine(hoverCard.machine, {
    ...settings,
    positioning: { ...overlayPositioning, placement },
  })
  const api = hoverCard.connect(service, normalizeProps)

  return (
    <>
      <p>
        Follow{" "}
        <a {...api.getTriggerProps()} href={profile.url} target="_blank" rel="noreferrer">
          {profile.handle}
        </a>{" "}
        for updates.
      </p>
      {/* Inline, not portalled: the card stays in the element's shadow root. */}
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          <div className="sb-hover-card-head">
            <span className="sb-hover-card-avatar" aria-hidden="true">
              {profile.initials}
            </span>
            <div>
              <strong>{profile.name}</strong>
              <div className="sb-muted">{profile.handle}</div>
            </div>
          </div>
          <p>{profile.bio}</p>
          <p className="sb-hover-card-stats">
            <span>
              <strong>{profile.following}</strong> Following
            </span>
            <span>
              <strong>{profile.followers.toLocaleString("en-US")}</strong> Followers
            </span>
          </p>
          <a href={profile.url} target="_blank" rel="noreferrer">
            View profile
          </a>
        </div>
      </div>
    </>
  )
}
