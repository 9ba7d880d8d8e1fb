import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo } from "react"
import { countries } from "../../data/countries"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectInDialogControls } from "./select-in-dialog.controls"
import dialogCss from "../dialog/dialog.css?inline"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "../select/select.css?inline"
import compositionCss from "./select-in-dialog.css?inline"

export const styles = dialogCss + optionListCss + selectCss + compositionCss

type Settings = DemoProps<typeof selectInDialogControls>["values"]

function CountrySelect({ settings }: { settings: Settings }) {
  const collection = useMemo(
    () =>
      select.collection({
        items: [...countries],
        itemToValue: (country) => country.code,
        itemToString: (country) => country.label,
      }),
    [],
  )
  const service = useDemoMachine(
    select.machine,
    {
      collection,
      name: "country",
      multiple: settings.multiple,
      loopFocus: settings.loopFocus,
      positioning: { ...overlayPositioning, placement: settings.placement },
    },
    { label: "Select" },
  )
  const api = select.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Country</label>
      <div {...api.getControlProps()}>
        <button {...api.getTriggerProps()}>
          <span {...api.getValueTextProps()}>{api.valueAsString || "Select option"}</span>
          <span {...api.getIndicatorProps()}>▾</span>
        </button>
        <button {...api.getClearTriggerProps()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {/* Inside the dialog's content, not portalled: the list is a layer on top of the dialog. */}
      <div {...api.getPositionerProps()}>
        <ul {...api.getContentProps()}>
          {collection.items.map((item) => (
            <li key={item.code} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export default function SelectInDialogDemo({ values }: DemoProps<typeof selectInDialogControls>) {
  const service = useDemoMachine(
    dialog.machine,
    {
      modal: values.modal,
      closeOnEscape: values.closeOnEscape,
      closeOnInteractOutside: values.closeOnInteractOutside,
    },
    { label: "Dialog" },
  )
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Open Dialog</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Edit profile</DemoHeading>
          <p {...api.getDescriptionProps()}>
            Make changes to your profile here. Click save when you are done.
          </p>
          {/* Mounted while open only: the select's machine starts fresh with each opening. */}
          {api.open && <CountrySelect settings={values} />}
          <div className="sb-row sb-dialog-actions">
            <button type="button" onClick={() => api.setOpen(false)}>
              Save changes
            </button>
          </div>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
