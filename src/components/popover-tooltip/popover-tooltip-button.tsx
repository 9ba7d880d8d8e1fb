import { mergeProps, normalizeProps } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { PopupArrow } from "../kit/parts/popup-arrow"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

interface StyleButtonProps {
  /** What the button does, for its accessible name and its tooltip. */
  name: string
  /** The keyboard shortcut the tooltip mentions. */
  shortcut: string
  /** What the button shows: a letter styled as the text style. */
  glyph: string
  pressed: boolean
  onPressedChange: (pressed: boolean) => void
  openDelay: number
  placement: tooltip.Placement
}

/** A toggle button with its own tooltip machine, inline in the popover's content. */
export function StyleButton(props: StyleButtonProps) {
  const service = useDemoMachine(
    tooltip.machine,
    {
      openDelay: props.openDelay,
      positioning: { ...overlayPositioning, placement: props.placement },
    },
    { label: `${props.name} tooltip` },
  )
  const api = tooltip.connect(service, normalizeProps)
  return (
    <>
      <button
        {...mergeProps(api.getTriggerProps(), {
          onClick: () => props.onPressedChange(!props.pressed),
        })}
        aria-label={props.name}
        aria-pressed={props.pressed}
      >
        <span className={`sb-style-glyph sb-style-${props.name.toLowerCase()}`}>{props.glyph}</span>
      </button>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          {props.name} <kbd>{props.shortcut}</kbd>
        </div>
      </div>
    </>
  )
}
