import { useRef, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { PopoverCard } from "../popover/popover-card"
import type { controls as popoverTooltipControls } from "./popover-tooltip.controls"
import { StyleButton } from "./popover-tooltip-button"
import popoverCss from "../popover/popover.css?inline"
import tooltipCss from "../tooltip/tooltip.css?inline"
import ownCss from "./popover-tooltip.css?inline"

export const styles = popoverCss + tooltipCss + ownCss

const textStyles = [
  { name: "Bold", shortcut: "Ctrl+B", glyph: "B" },
  { name: "Italic", shortcut: "Ctrl+I", glyph: "I" },
  { name: "Underline", shortcut: "Ctrl+U", glyph: "U" },
] as const

type TextStyle = (typeof textStyles)[number]["name"]

export default function PopoverTooltipDemo({ values }: DemoProps<typeof popoverTooltipControls>) {
  const { tooltipOpenDelay, tooltipPlacement, ...popoverSettings } = values
  const [applied, setApplied] = useState<ReadonlySet<TextStyle>>(new Set())
  const toggle = (style: TextStyle, on: boolean) =>
    setApplied((current) => {
      const next = new Set(current)
      if (on) next.add(style)
      else next.delete(style)
      return next
    })
  // zag closes a tooltip and its popover on the same Escape: both listen on the document. The
  // innermost layer alone must close, so the popover ignores an Escape while a tooltip shows.
  // Read from the DOM, which still shows the tooltip whichever listener runs first.
  const buttons = useRef<HTMLDivElement>(null)
  const keepOpenWhileTooltipShows = (event: KeyboardEvent) => {
    if (buttons.current?.querySelector('[data-part="content"][data-state="open"]'))
      event.preventDefault()
  }
  const previewClass = [...applied].map((style) => `sb-style-${style.toLowerCase()}`).join(" ")

  return (
    <div className="sb-row sb-popover-tooltip">
      <PopoverCard
        settings={{ ...popoverSettings, onEscapeKeyDown: keepOpenWhileTooltipShows }}
        machineLabel="Popover"
        triggerText="Text style"
        title="Format text"
        description="Hover or focus a button to see what it does."
      >
        <div ref={buttons} role="group" aria-label="Text style" className="sb-style-buttons">
          {textStyles.map((style) => (
            <StyleButton
              key={style.name}
              {...style}
              pressed={applied.has(style.name)}
              onPressedChange={(on) => toggle(style.name, on)}
              openDelay={tooltipOpenDelay}
              placement={tooltipPlacement}
            />
          ))}
        </div>
      </PopoverCard>
      <p className={previewClass}>The quick brown fox</p>
    </div>
  )
}
