import * as collapsible from "@zag-js/collapsible"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls } from "./collapsible.controls"
import styles from "./collapsible.css?inline"

export { styles }

type Settings = DemoProps<typeof controls>["values"]

interface Section {
  title: string
  text: string
  children?: Section[]
}

const sections: Section = {
  title: "Collapsible depth 1",
  text: "The outer section. Its content holds two collapsibles of its own.",
  children: [
    {
      title: "Sibling 1 / Collapsible depth 2",
      text: "Each level measures its own height, so an inner one opening grows the outer one.",
      children: [
        {
          title: "Collapsible depth 3",
          text: "Closing an outer section keeps the inner ones as they were.",
          children: [{ title: "Collapsible depth 4", text: "The innermost section." }],
        },
      ],
    },
    { title: "Sibling 2", text: "A sibling opens and closes on its own." },
  ],
}

function NestedCollapsible({ section, settings }: { section: Section; settings: Settings }) {
  const service = useDemoMachine(collapsible.machine, {
    dir: settings.dir,
    disabled: settings.disabled,
  })
  const api = collapsible.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <button {...api.getTriggerProps()} disabled={api.disabled}>
        {section.title}
        <span {...api.getIndicatorProps()} aria-hidden="true">
          ›
        </span>
      </button>
      <div {...api.getContentProps()}>
        <div className="sb-collapsible-body">
          <p>{section.text}</p>
          {section.children?.map((child) => (
            <NestedCollapsible key={child.title} section={child} settings={settings} />
          ))}
        </div>
      </div>
    </div>
  )
}

/** Collapsibles inside collapsibles, each with its own machine. */
export default function CollapsibleNested({ values }: DemoProps<typeof controls>) {
  return <NestedCollapsible section={sections} settings={values} />
}
