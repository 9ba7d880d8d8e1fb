import * as cascadeSelect from "@zag-js/cascade-select"
import { normalizeProps } from "@zag-js/react"
import { locationTree, type LocationNode } from "./locations"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { CascadeSelectList } from "./cascade-select-list"
import type { controls as cascadeSelectControls } from "./cascade-select.controls"
import styles from "./cascade-select.css?inline"

export { styles }

// The data never changes, so one collection serves every demo instance.
const locations = cascadeSelect.collection<LocationNode>({ rootNode: locationTree })

export default function CascadeSelectDemo({ values }: DemoProps<typeof cascadeSelectControls>) {
  const service = useDemoMachine(cascadeSelect.machine, {
    ...values,
    collection: locations,
    name: "location",
    positioning: overlayPositioning,
  })
  const api = cascadeSelect.connect(service, normalizeProps)
  const formLog = useFormLog()
  const contentProps = api.getContentProps()

  return (
    <form {...formLog} className="sb-cascade-select-form">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select a location</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()} aria-haspopup="tree">
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a location"}</span>
            <span {...api.getIndicatorProps()}>▾</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* The hidden input carries the chosen path into the form's submission and log. */}
        <input {...api.getHiddenInputProps()} />
        {/* Inline, not portalled: the lists stay in the element's shadow root. */}
        <div {...api.getPositionerProps()}>
          {/*
            zag 1.47 gives its options the treeitem role, each owning the list of its
            children, inside a listbox: a listbox may hold only options, so screen readers
            and axe find a broken tree. The popup is named a tree here (and the trigger says
            it opens one), which is what the options and their lists make. A tree takes no
            aria-readonly (read-only, the popup never opens anyway), and with nothing
            highlighted zag points aria-activedescendant at an option that does not exist.
          */}
          <div
            {...contentProps}
            role="tree"
            aria-readonly={undefined}
            aria-activedescendant={
              api.highlightedValue.length > 0 ? contentProps["aria-activedescendant"] : undefined
            }
          >
            <CascadeSelectList api={api} node={locations.rootNode} />
          </div>
        </div>
      </div>
      <button type="submit">Submit</button>
    </form>
  )
}
