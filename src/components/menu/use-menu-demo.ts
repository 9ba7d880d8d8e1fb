import * as menu from "@zag-js/menu"
import { normalizeProps } from "@zag-js/react"
import { useCallback, useState } from "react"
import type { ControlValues } from "../kit/runtime/controls"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { menuBaseControls } from "./menu.controls"

export type MenuSettings = ControlValues<typeof menuBaseControls>

/**
 * One menu machine with the demo's settings, positioned like every popup.
 * `label` names the machine in the Visualizer when a demo runs several (submenus).
 */
export function useMenuMachine(
  settings: MenuSettings,
  props: Partial<menu.Props> = {},
  label = "menu",
) {
  const { placement, ...machineSettings } = settings
  const service = useDemoMachine(
    menu.machine,
    { ...machineSettings, positioning: { ...overlayPositioning, placement }, ...props },
    { label },
  )
  return { service, api: menu.connect(service, normalizeProps) }
}

/** The last chosen item: logged (the only effect of a selection) and shown as text. */
export function useMenuSelection() {
  const log = useDemoLog()
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = useCallback(
    ({ value }: menu.SelectionDetails) => {
      setSelected(value)
      log("select", value)
    },
    [log],
  )
  return { selected, onSelect }
}
