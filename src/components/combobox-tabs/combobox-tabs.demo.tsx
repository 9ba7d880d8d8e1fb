import { normalizeProps } from "@zag-js/react"
import * as tabs from "@zag-js/tabs"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as comboboxTabsControls } from "./combobox-tabs.controls"
import { CountryField } from "./combobox-tabs-field"
import tabsCss from "../tabs/tabs.css?inline"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "../combobox/combobox.css?inline"

export const styles = tabsCss + optionListCss + comboboxCss

const addresses = [
  { value: "shipping", label: "Shipping", note: "Where the order goes." },
  { value: "billing", label: "Billing", note: "The address on the card's statement." },
] as const

export default function ComboboxTabsDemo({ values }: DemoProps<typeof comboboxTabsControls>) {
  const { activationMode, ...field } = values
  const service = useDemoMachine(
    tabs.machine,
    { activationMode, defaultValue: "shipping", translations: { listLabel: "Address" } },
    { label: "Tabs" },
  )
  const api = tabs.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <div {...api.getListProps()}>
        {addresses.map((address) => (
          <button key={address.value} {...api.getTriggerProps({ value: address.value })}>
            {address.label}
          </button>
        ))}
        <div {...api.getIndicatorProps()} />
      </div>
      {/* Both panels stay mounted: a country chosen in one tab is still there on coming back. */}
      {addresses.map((address) => (
        <div key={address.value} {...api.getContentProps({ value: address.value })}>
          <p>{address.note}</p>
          <CountryField {...field} machineLabel={`${address.label} country`} />
        </div>
      ))}
    </div>
  )
}
