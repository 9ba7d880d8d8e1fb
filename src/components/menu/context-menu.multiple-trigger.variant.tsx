import { useRef, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { files, type FileEntry } from "./context-menu-files"
import { useRestoreFocus } from "./context-menu-view"
import type { controls as contextMenuControls } from "./context-menu.controls"
import { MenuPopup, SelectionText } from "./menu-parts"
import filesStyles from "./context-menu-files.css?inline"
import menuStyles from "./menu.css?inline"
import { useMenuMachine } from "./use-menu-demo"

export const styles = menuStyles + filesStyles

/**
 * One context menu for a folder of files: each tile is a context trigger with the file's id,
 * and a right click on another tile while the menu is open moves it there (zag's
 * `triggerValue`). The menu's first item reads "Open Folder" or "Open File" for the tile.
 */
export default function ContextMenuMultipleTrigger({
  values,
}: DemoProps<typeof contextMenuControls>) {
  const log = useDemoLog()
  const [active, setActive] = useState<FileEntry | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const tiles = useRef(new Map<string, HTMLElement>())
  // The tile whose menu is open, for focus to go back to when the menu closes.
  const tileRef = useRef<HTMLElement | null>(null)
  const restoreFocus = useRestoreFocus(tileRef)
  const { api } = useMenuMachine(values, {
    onTriggerValueChange: ({ value }) => {
      const file = files.find(({ id }) => id === value) ?? null
      setActive(file)
      tileRef.current = tiles.current.get(value ?? "") ?? null
    },
    onSelect: ({ value }) => {
      const action = `${value} ${active?.name ?? "?"}`
      setSelected(action)
      log("select", value, active?.name)
    },
    onOpenChange: ({ open }) => !open && restoreFocus(),
    // zag lets a right click on another tile switch the open menu there, but in a shadow root
    // it reads the click's target a frame late, when the event has been retargeted to the
    // host, finds no tile, and closes the menu. The target zag recorded at the time is right.
    onPointerDownOutside: (event) => {
      const { contextmenu, target } = event.detail
      const onTile = [...tiles.current.values()].some((tile) => tile.contains(target as Node))
      if (contextmenu && onTile) event.preventDefault()
    },
  })

  return (
    <div className="sb-menu-demo sb-menu-files">
      <p id="sb-files-hint" className="sb-muted">
        Right-click a file or folder, or focus it and press Shift+F10.
      </p>
      <ul aria-label="Files" aria-describedby="sb-files-hint">
        {files.map((file) => (
          <li key={file.id}>
            {/* Focusable so keyboard users can open its menu with the context-menu key. */}
            <div
              {...api.getContextTriggerProps({ value: file.id })}
              ref={(node) => {
                if (node) tiles.current.set(file.id, node)
                else tiles.current.delete(file.id)
              }}
              tabIndex={0}
            >
              <FileIcon kind={file.kind} />
              <span>{file.name}</span>
              <span className="sb-visually-hidden">, {file.kind}</span>
            </div>
          </li>
        ))}
      </ul>
      <p>Active file: {active ? `${active.name} (${active.kind})` : "none"}</p>
      <MenuPopup api={api}>
        <div {...api.getItemProps({ value: "open" })}>
          Open {active?.kind === "folder" ? "Folder" : "File"}
        </div>
        <div {...api.getItemProps({ value: "rename" })}>Rename</div>
        <div {...api.getItemProps({ value: "copy" })}>Copy</div>
        <div {...api.getItemProps({ value: "cut" })}>Cut</div>
        <hr {...api.getSeparatorProps()} />
        <div {...api.getItemProps({ value: "delete" })}>Delete</div>
      </MenuPopup>
      <SelectionText value={selected} />
    </div>
  )
}

function FileIcon({ kind }: { kind: FileEntry["kind"] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      {kind === "folder" ? (
        <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      ) : (
        <path d="M6 3h8l4 4v14H6zM14 3v4h4" strokeLinejoin="round" />
      )}
    </svg>
  )
}
