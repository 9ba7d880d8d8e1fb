import * as toast from "@zag-js/toast"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { toastMessages } from "../../data/toast-messages"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { toastControls } from "./toast.controls"
import { ToastItem } from "./toast-item"
import styles from "./toast.css?inline"

export { styles }

type Settings = DemoProps<typeof toastControls>["values"]

export default function ToastDemo({ values }: DemoProps<typeof toastControls>) {
  // zag reads the store's settings when the store and its group start, never later: a
  // changed setting starts both afresh (current toasts go with the old store).
  return <Toaster key={JSON.stringify(values)} settings={values} />
}

function Toaster({ settings }: { settings: Settings }) {
  // One store per demo instance, so two <demo-toast> on a page never share toasts.
  const [store] = useState(() => toast.createStore({ ...settings }))
  const service = useDemoMachine(toast.group.machine, { store }, { label: "toast group" })
  const api = toast.group.connect(service, normalizeProps)
  const [status, setStatus] = useState("")

  const notify = (message: toast.Options) => {
    store.create(message)
    setStatus("")
  }
  const updateLatest = () => {
    // Newest first: the first error is the one created last.
    const latest = store.getVisibleToasts().find((item) => item.type === "error")
    if (!latest?.id) return setStatus("No error toast to update.")
    store.update(latest.id, toastMessages.update)
    setStatus("")
  }

  return (
    <>
      <div className="sb-row">
        <button type="button" onClick={() => notify(toastMessages.loading)}>
          Notify (Loading)
        </button>
        <button type="button" onClick={() => notify(toastMessages.error)}>
          Notify (Error)
        </button>
        <button type="button" onClick={updateLatest}>
          Update Latest
        </button>
        <button type="button" onClick={() => store.dismiss()}>
          Close all
        </button>
        <button type="button" onClick={() => store.pause()}>
          Pause all
        </button>
        <button type="button" onClick={() => store.resume()}>
          Resume all
        </button>
      </div>
      <p className="sb-muted sb-toast-status" aria-live="polite">
        {status}
      </p>
      {/* Inline, not portalled: zag positions the region fixed to the viewport. */}
      <div {...api.getGroupProps({ label: "Notifications" })}>
        {api.getToasts().map((options, index) => (
          <ToastItem key={options.id} options={options} parent={service} index={index} />
        ))}
      </div>
    </>
  )
}
