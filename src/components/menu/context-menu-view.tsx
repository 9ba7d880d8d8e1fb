import { useCallback, useRef, type RefObject } from "react"
import { actionItems } from "./menu-items"
import { useDemoEnvironment } from "../kit/runtime/demo-environment"
import type { ControlValues } from "../kit/runtime/controls"
import type { controls as contextMenuControls } from "./context-menu.controls"
import { MenuItems, MenuPopup, SelectionText } from "./menu-parts"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

/**
 * A context menu: right click (or a 700 ms long-press on touch) in the area opens the
 * actions at the pointer. Selection is only logged and shown. With `lazyMount` its popup is
 * rendered only while open.
 */
export function ContextMenu(props: {
  values: ControlValues<typeof contextMenuControls>
  lazyMount?: boolean
}) {
  const { values } = props
  const { selected, onSelect } = useMenuSelection()
  const areaRef = useRef<HTMLDivElement>(null)
  const restoreFocus = useRestoreFocus(areaRef)
  const { api } = useMenuMachine(values, {
    onSelect,
    onOpenChange: ({ open }) => !open && restoreFocus(),
  })
  return (
    <div className="sb-menu-demo">
      {/* Focusable so keyboard users can open it with the context-menu key or Shift+F10. */}
      <div {...api.getContextTriggerProps()} ref={areaRef} className="sb-context-area" tabIndex={0}>
        Right Click here
      </div>
      {(api.open || !props.lazyMount) && (
        <MenuPopup api={api}>
          <MenuItems api={api} items={actionItems} />
        </MenuPopup>
      )}
      <SelectionText value={selected} />
    </div>
  )
}

/**
 * zag returns focus to a menu's trigger on close, but not for a menu opened at a point
 * (a context menu), so focus would drop to the page. This puts it back on the area, unless
 * the user has moved it somewhere else (a click on a focusable element outside).
 */
export function useRestoreFocus(areaRef: RefObject<HTMLElement | null>) {
  const { getRootNode } = useDemoEnvironment()
  return useCallback(() => {
    // After the render that hides the menu, when the browser has dropped its focus.
    requestAnimationFrame(() => {
      const active = getRootNode().activeElement
      const lost = !document.activeElement || document.activeElement === document.body
      const inHiddenMenu = active?.closest('[data-scope="menu"][data-part="content"][hidden]')
      if (lost || inHiddenMenu) areaRef.current?.focus({ preventScroll: true })
    })
  }, [areaRef, getRootNode])
}
