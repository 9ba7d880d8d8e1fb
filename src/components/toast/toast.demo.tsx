import * as toast from "@zag-js/toast"
import { normalizeProps } from "@zag-js/react"
import { useRef, useState } from "react"
import { toastMessages } from "./toast-messages"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useRecordedActions } from "../kit/runtime/use-recorded-actions"
import type { controls as toastControls } from "./toast.controls"
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

  // Ids in creation order, the same in a replay of the demo (see use-recorded-actions.ts).
  const created = useRef(0)
  const notify = (message: toast.Options) => {
    store.create({ ...message, id: `toast-${++created.current}` })
    setStatus("")
  }
  // The store's toasts change by these calls, not by machine events: they are recorded too.
  const actions = useRecordedActions({
    notifyLoading: () => notify(toastMessages.loading),
    notifyError: () => notify(toastMessages.error),
    updateLatest: () => {
      // Newest first: the first error is the one created last.
      const latest = store.getVisibleToasts().find((item) => item.type === "error")
      if (!latest?.id) return setStatus("No error toast to update.")
      store.update(latest.id, toastMessages.update)
      setStatus("")
    },
    closeAll: () => store.dismiss(),
    pauseAll: () => store.pause(),
    resumeAll: () => store.resume(),
  })

  return (
    <>
      <div className="sb-row">
        <button type="button" onClick={actions.notifyLoading}>
          Notify (Loading)
        </button>
        <button type="button" onClick={actions.notifyError}>
          Notify (Error)
        </button>
        <button type="button" onClick={actions.updateLatest}>
          Update Latest
        </button>
        <button type="button" onClick={actions.closeAll}>
          Close all
        </button>
        <button type="button" onClick={actions.pauseAll}>
          Pause all
        </button>
        <button type="button" onClick={actions.resumeAll}>
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
