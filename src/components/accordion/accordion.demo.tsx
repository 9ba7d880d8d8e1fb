import * as accordion from "@zag-js/accordion"
import { normalizeProps } from "@zag-js/react"
import { accordionItems } from "../../data/accordion-items"
import { DemoHeading } from "../kit/demo-heading"
import type { DemoProps } from "../kit/demo-types"
import { useDemoMachine } from "../kit/use-demo-machine"
import { useSettingState } from "../kit/use-setting-state"
import type { accordionControls } from "./accordion.controls"
import styles from "./accordion.css?inline"

export { styles }

const parseItems = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)

export default function AccordionDemo({ values }: DemoProps<typeof accordionControls>) {
  const [open, setOpen] = useSettingState(values.value, parseItems)
  // SPEC §5: with multiple off only the first value is kept. zag 1.43 declares this rule
  // (coarseValue) but never runs it, so the demo applies it to the value it hands over.
  const value = values.multiple ? open : open.slice(0, 1)
  const service = useDemoMachine(accordion.machine, {
    ...values,
    value,
    onValueChange: (details) => setOpen(details.value),
  })
  const api = accordion.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      {accordionItems.map((item) => (
        <div key={item.value} {...api.getItemProps({ value: item.value })}>
          <DemoHeading>
            <button {...api.getItemTriggerProps({ value: item.value })}>
              {item.title}
              <span {...api.getItemIndicatorProps({ value: item.value })} aria-hidden="true">
                ›
              </span>
            </button>
          </DemoHeading>
          <div {...api.getItemContentProps({ value: item.value })}>{item.content}</div>
        </div>
      ))}
    </div>
  )
}
