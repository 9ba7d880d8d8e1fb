import * as toast from "@zag-js/toast"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

interface ToastItemProps {
  /** The toast as the group holds it (id, title, type, durations, …). */
  options: Omit<toast.Props, "parent">
  parent: toast.GroupService
  index: number
}

/** One notification: its own machine, fed by the group it belongs to. The demo's have a title only. */
export function ToastItem({ options, parent, index }: ToastItemProps) {
  const service = useDemoMachine(
    toast.machine,
    { ...options, parent, index },
    { label: `toast "${String(options.title)}"` },
  )
  const api = toast.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      {/* zag warns without both ghosts: they keep the hover area continuous. */}
      <div {...api.getGhostBeforeProps()} />
      <span className="sb-toast-indicator" aria-hidden="true" />
      <p {...api.getTitleProps()}>{api.title}</p>
      <button {...api.getCloseTriggerProps()}>
        <span aria-hidden="true">×</span>
      </button>
      <div {...api.getGhostAfterProps()} />
    </div>
  )
}
