import { useId, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { PopupArrow } from "../kit/parts/popup-arrow"
import type { DemoProps } from "../kit/runtime/demo-types"
import { usePopover } from "./popover-card"
import type { controls } from "./popover.single-tab-stop.controls"
import styles from "./popover.css?inline"

export { styles }

const SORTS = [
  { value: "name-asc", label: "Name (A to Z)" },
  { value: "name-desc", label: "Name (Z to A)" },
  { value: "hours", label: "Hours" },
]

/**
 * A modal popover whose only tab stop is a radio group (the browser's radios are one stop,
 * arrows move within it). The focus trap must still hold: Tab and Shift+Tab have nowhere
 * else to go inside, so focus stays on the checked radio rather than escaping the popover.
 */
export default function PopoverSingleTabStop({ values }: DemoProps<typeof controls>) {
  const api = usePopover(values, "popover")
  const [sort, setSort] = useState(SORTS[0]!.value)
  const name = useId()
  const current = SORTS.find((option) => option.value === sort)!

  return (
    <div className="sb-row">
      <button type="button">Button before</button>
      <button {...api.getTriggerProps()}>
        Sort by <span {...api.getIndicatorProps()}>▾</span>
      </button>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()} className="sb-popover-sort">
          <PopupArrow api={api} />
          <DemoHeading {...api.getTitleProps()}>Sort by</DemoHeading>
          <fieldset aria-label="Sort order">
            {SORTS.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={sort === option.value}
                  onChange={() => setSort(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </div>
      </div>
      <button type="button">Button after</button>
      <p role="status" className="sb-popover-active">
        Sorted by: {current.label}
      </p>
    </div>
  )
}
