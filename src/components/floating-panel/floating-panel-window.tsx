import * as floatingPanel from "@zag-js/floating-panel"
import type { ReactNode, Ref } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"

// Edges first, then corners clockwise from the north-east: the order the handles sit in the DOM.
const RESIZE_AXES: floatingPanel.ResizeTriggerProps["axis"][] = [
  "n",
  "e",
  "s",
  "w",
  "ne",
  "se",
  "sw",
  "nw",
]

/**
 * The panel's window: header with its stage and close buttons, body and resize handles. Shared
 * by the demo and its variants so that every scenario shows the same window, only its state
 * wiring differs.
 */
export function FloatingPanelWindow({
  api,
  title = "Floating Panel",
  contentRef,
  children,
}: {
  api: floatingPanel.Api
  title?: string
  contentRef?: Ref<HTMLDivElement>
  children: ReactNode
}) {
  return (
    <div {...api.getPositionerProps()}>
      <div {...api.getContentProps()} ref={contentRef}>
        <div {...api.getDragTriggerProps()}>
          <div {...api.getHeaderProps()}>
            <DemoHeading {...api.getTitleProps()}>{title}</DemoHeading>
            <div {...api.getControlProps()}>
              <button {...api.getStageTriggerProps({ stage: "minimized" })}>
                <span aria-hidden="true">–</span>
              </button>
              <button {...api.getStageTriggerProps({ stage: "maximized" })}>
                <span aria-hidden="true">□</span>
              </button>
              <button {...api.getStageTriggerProps({ stage: "default" })}>
                <span aria-hidden="true">❐</span>
              </button>
              <button {...api.getCloseTriggerProps()}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        </div>
        <div {...api.getBodyProps()}>{children}</div>
        {RESIZE_AXES.map((axis) => (
          <div key={axis} {...api.getResizeTriggerProps({ axis })} />
        ))}
      </div>
    </div>
  )
}
