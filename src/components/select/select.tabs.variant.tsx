import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import * as tabs from "@zag-js/tabs"
import { useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { refs, type RefKind } from "./git-refs"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/**
 * A branch-or-tag picker: tabs inside the select's popup switch its collection. With
 * `composite: false` the popup is a dialog holding the tabs and a listbox of its own, so the
 * tabs keep their keys and the list keeps the select's.
 */
export default function SelectTabs({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const [kind, setKind] = useState<RefKind>("branches")
  // Held by the app so that a new tab can move it into its own list: left on an option of
  // the other tab, it would point assistive technology at an option no longer there.
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const collection = useMemo(() => select.collection({ items: refs[kind] }), [kind])
  const service = useDemoMachine(
    select.machine,
    {
      ...settings,
      collection,
      composite: false,
      name: "ref",
      defaultValue: ["branch:main"],
      highlightedValue: highlighted,
      onHighlightChange: ({ highlightedValue }) => setHighlighted(highlightedValue),
      positioning: { ...overlayPositioning, placement },
    },
    { label: "select" },
  )
  const api = select.connect(service, normalizeProps)
  const tabService = useDemoMachine(
    tabs.machine,
    {
      value: kind,
      onValueChange: ({ value }) => {
        setKind(value as RefKind)
        setHighlighted(refs[value as RefKind][0]!.value)
      },
    },
    { label: "tabs" },
  )
  const tabApi = tabs.connect(tabService, normalizeProps)

  const chosen = [...refs.branches, ...refs.tags].find((ref) => ref.value === api.value[0])

  return (
    <div className="sb-select-form sb-select-refs">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Switch branch or tag</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>
              {chosen
                ? `${chosen.value.startsWith("tag:") ? "Tag" : "Branch"}: ${chosen.label}`
                : "Select a branch or tag"}
            </span>
            <span {...api.getIndicatorProps()}>▾</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            <div {...tabApi.getRootProps()}>
              <div {...tabApi.getListProps()} aria-label="Kind of ref">
                <button {...tabApi.getTriggerProps({ value: "branches" })}>Branches</button>
                <button {...tabApi.getTriggerProps({ value: "tags" })}>Tags</button>
              </div>
              {(["branches", "tags"] as const).map((tab) => (
                <div key={tab} {...tabApi.getContentProps({ value: tab })}>
                  {tab === kind && (
                    // Named by its tab ("Tags"), not by the trigger zag points it to.
                    <ul
                      {...api.getListProps()}
                      aria-labelledby={tabApi.getTriggerProps({ value: tab }).id as string}
                    >
                      {refs[tab].map((item) => (
                        <li key={item.value} {...api.getItemProps({ item, persistFocus: true })}>
                          <span {...api.getItemTextProps({ item })}>{item.label}</span>
                          <span {...api.getItemIndicatorProps({ item })}>✓</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
