import * as hoverCard from "@zag-js/hover-card"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { PopupArrow } from "../kit/parts/popup-arrow"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { team, type TeamMember } from "./hover-card-team"
import type { controls } from "./hover-card.multiple-trigger.controls"
import styles from "./hover-card.css?inline"

export { styles }

/**
 * One hover card machine for a row of team members: each member's link is a trigger with the
 * member's id, and the one card moves to whichever link is hovered or focused, showing that
 * member (zag's `onTriggerValueChange`). The page also says which member is active.
 */
export default function HoverCardMultipleTrigger({ values }: DemoProps<typeof controls>) {
  const { placement, ...settings } = values
  const [active, setActive] = useState<TeamMember | null>(null)
  const service = useDemoMachine(hoverCard.machine, {
    ...settings,
    positioning: { ...overlayPositioning, placement },
    onTriggerValueChange: ({ value }) => setActive(team.find(({ id }) => id === value) ?? null),
  })
  const api = hoverCard.connect(service, normalizeProps)
  return (
    <div className="sb-hover-card-team">
      <ul aria-label="Team members">
        {team.map((member) => (
          <li key={member.id}>
            <a
              {...api.getTriggerProps({ value: member.id })}
              href={`https://example.com/people/${member.handle.slice(1)}`}
              target="_blank"
              rel="noreferrer"
            >
              <span className="sb-hover-card-avatar" aria-hidden="true">
                {member.initials}
              </span>
              <span>
                <strong>{member.name}</strong>
                <span className="sb-muted">{member.handle}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p>Active member: {active ? `${active.name} (${active.handle})` : "none"}</p>
      {/* Inline, not portalled: the card stays in the element's shadow root. */}
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          {active && (
            <>
              <div className="sb-hover-card-head">
                <span className="sb-hover-card-avatar" aria-hidden="true">
                  {active.initials}
                </span>
                <div>
                  <strong>{active.name}</strong>
                  <div className="sb-muted">{active.handle}</div>
                </div>
              </div>
              <p>{active.bio}</p>
              <p className="sb-hover-card-stats">
                <span>
                  <strong>{active.followers.toLocaleString("en-US")}</strong> Followers
                </span>
                <span>
                  <strong>{active.following.toLocaleString("en-US")}</strong> Following
                </span>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  )
}
