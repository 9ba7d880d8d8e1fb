import * as splitter from "@zag-js/splitter"
import { normalizeProps, type PropTypes } from "@zag-js/react"
import type { ReactNode } from "react"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

type SplitterApi = splitter.Api<PropTypes>

interface SplitGroupProps extends Omit<splitter.Props, "id"> {
  /** Names this group's machine in the Visualizer, where a variant runs several. */
  label: string
  children: (api: SplitterApi) => ReactNode
}

/**
 * One splitter machine and its root, for the variants that lay out several (nested or side
 * by side): the children get its api to place their panels and handles.
 */
export function SplitGroup({ label, children, ...props }: SplitGroupProps) {
  const service = useDemoMachine(splitter.machine, props, { label })
  const api = splitter.connect(service, normalizeProps)
  return <div {...api.getRootProps()}>{children(api)}</div>
}

interface HandleProps {
  api: SplitterApi
  id: splitter.ResizeTriggerProps["id"]
  /** The handle's accessible name, e.g. "Resize Files and Editor". */
  label: string
  disabled?: boolean
}

/** A resize handle with its grip. */
export function Handle({ api, id, label, disabled }: HandleProps) {
  return (
    <div {...api.getResizeTriggerProps({ id, disabled })} aria-label={label}>
      <div {...api.getResizeTriggerIndicator({ id, disabled })} />
    </div>
  )
}
