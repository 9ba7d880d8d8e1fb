import * as accordion from "@zag-js/accordion"
import { normalizeProps } from "@zag-js/react"
import { accordionItems } from "../../data/accordion-items"
import type { DemoProps } from "../kit/demo-types"
import { useDemoMachine } from "../kit/use-demo-machine"
import type { accordionControls } from "./accordion.controls"
import styles from "./accordion.css?inline"

export { styles }

export default function AccordionDemo({ values }: DemoProps<typeof accordionControls>) {
  const service = useDemoMachine(accordion.machine, values)
  const api = accordion.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      {accordionItems.map((item) => (
        <div key={item.value} {...api.getItemProps({ value: item.value })}>
          <h3>
            <button {...api.getItemTriggerProps({ value: item.value })}>
              {item.title}
              <span {...api.getItemIndicatorProps({ value: item.value })} aria-hidden="true">
                ›
              </span>
            </button>
          </h3>
          <div {...api.getItemContentProps({ value: item.value })}>{item.content}</div>
        </div>
      ))}
    </div>
  )
}
