import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useRef, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

const PICTURES = ["Harbour at dawn", "Pine forest", "Desert road"]

/**
 * A dialog working with a widget it does not contain, as an upload service's picker (zag's
 * page uses Cloudinary's) is added beside the page's content rather than inside the dialog.
 * Listed in `persistentElements`, the picker stays clickable above the backdrop and a click in
 * it does not count as a click outside: without that, the dialog would close, or block it.
 */
export default function DialogCloudinary({ values }: DemoProps<typeof dialogControls>) {
  const picker = useRef<HTMLElement>(null)
  const uploadButton = useRef<HTMLButtonElement>(null)
  const [picking, setPicking] = useState(false)
  const [picture, setPicture] = useState<string | null>(null)
  const service = useDemoMachine(dialog.machine, {
    ...values,
    persistentElements: [() => picker.current],
  })
  const api = dialog.connect(service, normalizeProps)
  const closePicker = (chosen?: string) => {
    if (chosen) setPicture(chosen)
    setPicking(false)
    // As an upload widget's close callback would: back to the button that opened it.
    uploadButton.current?.focus()
  }
  return (
    <>
      <button {...api.getTriggerProps()}>Edit profile</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
          <DemoHeading {...api.getTitleProps()}>Edit profile</DemoHeading>
          <p {...api.getDescriptionProps()}>The picture comes from a picker outside the dialog.</p>
          <p>Picture: {picture ?? "none"}</p>
          <button type="button" ref={uploadButton} onClick={() => setPicking(true)}>
            Upload a picture
          </button>
        </div>
      </div>
      {/* Always in the page, as such a widget's frame is: zag reads persistentElements as the
          dialog opens. */}
      <section
        ref={picker}
        className="sb-dialog-picker"
        aria-label="Picture library"
        hidden={!(api.open && picking)}
      >
        <DemoHeading>Choose a picture</DemoHeading>
        <ul>
          {PICTURES.map((name) => (
            <li key={name}>
              <button type="button" onClick={() => closePicker(name)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => closePicker()}>
          Cancel
        </button>
      </section>
    </>
  )
}
