import * as hoverCard from "@zag-js/hover-card"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { PopupArrow } from "../kit/parts/popup-arrow"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { people, type Person } from "./hover-card-people"
import type { controls as hoverCardControls } from "./hover-card.controls"
import styles from "./hover-card.css?inline"

export { styles }

/**
 * One hover card for several people: each name is a trigger with its own value, and the one
 * card moves to the name hovered or focused, previewing that person
 * (zag's `onTriggerValueChange`).
 */
export default function HoverCardMultipleTrigger({ values }: DemoProps<typeof hoverCardControls>) {
  const { placement, ...settings } = values
  const [person, setPerson] = useState<Person | null>(null)
  const service = useDemoMachine(hoverCard.machine, {
    ...settings,
    positioning: { ...overlayPositioning, placement },
    onTriggerValueChange: ({ value }) => setPerson(people.find(({ id }) => id === value) ?? null),
  })
  const api = hoverCard.connect(service, normalizeProps)

  return (
    <>
      <p>Team members:</p>
      <ul className="sb-row sb-hover-card-people">
        {people.map(({ id, handle }) => (
          <li key={id}>
            <a {...api.getTriggerProps({ value: id })} href={`#profile-${handle.slice(1)}`}>
              {handle}
            </a>
          </li>
        ))}
      </ul>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          {person && (
            <>
              <div className="sb-hover-card-head">
                <span className="sb-hover-card-avatar" aria-hidden="true">
                  {person.initials}
                </span>
                <div>
                  <strong>{person.name}</strong>
                  <div className="sb-muted">{person.handle}</div>
                </div>
              </div>
              <p>{person.bio}</p>
              <p className="sb-hover-card-stats">
                <span>
                  <strong>{person.following}</strong> Following
                </span>
                <span>
                  <strong>{person.followers.toLocaleString("en-US")}</strong> Followers
                </span>
              </p>
            </>
          )}
        </div>
      </div>
    </>
  )
}
