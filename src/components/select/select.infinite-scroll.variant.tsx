import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { products } from "./select-server"
import { useProductPages } from "./use-product-pages"
import { useSentinel } from "./use-sentinel"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/**
 * A select that loads its options a page at a time from a (pretend, offline) server: a row at
 * the end of the list asks for the next page when it scrolls into view, by mouse or by the
 * keyboard highlight reaching the last option. zag just sees its collection grow.
 */
export default function SelectInfiniteScroll({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const catalogue = useProductPages()
  const { items, loading, complete } = catalogue
  const sentinel = useSentinel(() => {
    if (!loading) catalogue.loadMore()
  })
  const collection = useMemo(() => select.collection({ items }), [items])
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    name: "product",
    positioning: { ...overlayPositioning, placement },
  })
  const api = select.connect(service, normalizeProps)

  const status = complete
    ? `All ${items.length} products loaded.`
    : loading
      ? items.length === 0
        ? "Loading products…"
        : "Loading more products…"
      : `${items.length} of ${products.length} products loaded; scroll for more.`

  return (
    <div className="sb-select-form sb-select-pages">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Product</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a product"}</span>
            <span {...api.getIndicatorProps()}>▾</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()} aria-busy={loading}>
            {items.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
            {/* Seen, not announced: the status line below says the same to assistive tech. */}
            <li aria-hidden="true" className="sb-select-sentinel" ref={complete ? null : sentinel}>
              {complete ? "End of the catalogue" : "Loading more…"}
            </li>
          </ul>
        </div>
      </div>
      <p role="status" className="sb-select-status" data-loading={loading || undefined}>
        {status}
      </p>
    </div>
  )
}
