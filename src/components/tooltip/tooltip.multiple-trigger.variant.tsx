import { normalizeProps } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { PopupArrow } from "../kit/parts/popup-arrow"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { products, type Product } from "./tooltip-products"
import type { controls as multipleTriggerControls } from "./tooltip.multiple-trigger.controls"
import styles from "./tooltip.css?inline"

export { styles }

/**
 * One tooltip machine for a whole table: each row's Info button is a trigger with the row's
 * value, and the one tooltip moves to whichever trigger is hovered or focused, showing that
 * product (zag's `onTriggerValueChange`). The page also says which product is active.
 */
export default function TooltipMultipleTrigger({
  values,
}: DemoProps<typeof multipleTriggerControls>) {
  const { placement, ...settings } = values
  const [active, setActive] = useState<Product | null>(null)
  const service = useDemoMachine(tooltip.machine, {
    ...settings,
    positioning: { ...overlayPositioning, placement },
    onTriggerValueChange: ({ value }) => setActive(products.find(({ id }) => id === value) ?? null),
  })
  const api = tooltip.connect(service, normalizeProps)
  return (
    <div className="sb-tooltip-products">
      <table>
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Info</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row">{product.name}</th>
              <td>${product.price}</td>
              <td>{product.stock} units</td>
              <td>
                <button
                  {...api.getTriggerProps({ value: product.id })}
                  aria-label={`About ${product.name}`}
                >
                  <InfoIcon />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Active product: {active ? `${active.name} ($${active.price})` : "none"}</p>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          {active && (
            <>
              <strong>{active.name}</strong> {active.description}
            </>
          )}
        </div>
      </div>
    </div>
  )
}

function InfoIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
    </svg>
  )
}
