import { normalizeProps } from "@zag-js/react"
import * as tabs from "@zag-js/tabs"
import { useId } from "react"
import { articleWithInput, articles } from "./articles"
import { machine } from "./tabs-machine"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as tabsControls } from "./tabs.controls"
import styles from "./tabs.css?inline"

export { styles }

/** The second tab is selected initially. */
const INITIAL_TAB = articles[1]?.id

export default function TabsDemo({ values }: DemoProps<typeof tabsControls>) {
  const service = useDemoMachine(machine, {
    ...values,
    defaultValue: INITIAL_TAB,
    translations: { listLabel: "Coastal articles" },
  })
  const api = tabs.connect(service, normalizeProps)
  const formLog = useFormLog()
  const inputId = useId()

  return (
    <div {...api.getRootProps()}>
      <div {...api.getListProps()}>
        {articles.map((article) => (
          <button key={article.id} {...api.getTriggerProps({ value: article.id })}>
            {article.label}
          </button>
        ))}
        <div {...api.getIndicatorProps()} />
      </div>
      {articles.map((article) => (
        <div key={article.id} {...api.getContentProps({ value: article.id })}>
          <p>{article.content}</p>
          {article.id === articleWithInput && (
            <form {...formLog} className="sb-field sb-tabs-form">
              <label htmlFor={inputId}>Your sighting</label>
              <input id={inputId} name="sighting" placeholder="e.g. a sea star" />
            </form>
          )}
        </div>
      ))}
    </div>
  )
}
