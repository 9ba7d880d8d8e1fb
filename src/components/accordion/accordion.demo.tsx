import * as accordion from "@zag-js/accordion"
import { normalizeProps } from "@zag-js/react"
import { accordionItems } from "./accordion-items"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as accordionControls } from "./accordion.controls"
import styles from "./accordion.css?inline"

export { styles }

const parseItems = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)

export default function AccordionDemo({ values }: DemoProps<typeof accordionControls>) {
  const { value: openSetting, ...settings } = values
  // With multiple off only the first value is kept. zag 1.47 declares this rule
  // (coarseValue) but never runs it, so the demo applies it to every value it hands over.
  const coarse = (items: string[]) => (values.multiple ? items : items.slice(0, 1))
  const service = useDemoMachine(accordion.machine, {
    ...settings,
    defaultValue: coarse(parseItems(openSetting)),
  })
  const api = accordion.connect(service, normalizeProps)
  // The machine owns which items are open; the Open items and Multiple controls set it.
  useSettingToMachine(openSetting, (text) => api.setValue(coarse(parseItems(text))))
  useSettingToMachine(values.multiple, () => api.setValue(coarse(api.value)))
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
