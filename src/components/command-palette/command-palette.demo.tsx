import * as combobox from "@zag-js/combobox"
import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { flushSync } from "react-dom"
import { commandGroups, type Command } from "./commands"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as commandPaletteControls } from "./command-palette.controls"
import { useCommandShortcut } from "./use-command-palette-shortcut"
import { useScrollHint } from "./use-command-palette-scroll-hint"
import dialogCss from "../dialog/dialog.css?inline"
import paletteCss from "./command-palette.css?inline"

export const styles = dialogCss + paletteCss

type Settings = DemoProps<typeof commandPaletteControls>["values"]

/** The palette's search field and its always-open list of commands, grouped. */
function CommandSearch(props: { settings: Settings; onRun: (command: Command) => void }) {
  const [query, setQuery] = useState("")
  const groups = useMemo(() => commandGroups(query), [query])
  const collection = useMemo(
    () =>
      combobox.collection({
        items: groups.flatMap(([, items]) => items),
        itemToValue: (command) => command.name,
        itemToString: (command) => command.title,
      }),
    [groups],
  )
  const service = useDemoMachine(
    combobox.machine,
    {
      collection,
      // The list is the palette: always shown, and not a layer of its own, so Escape and an
      // outside click go to the dialog and close the whole palette at once.
      open: true,
      disableLayer: true,
      loopFocus: props.settings.loopFocus,
      placeholder: "Type a command or search…",
      inputBehavior: "autohighlight",
      selectionBehavior: "clear",
      onInputValueChange: ({ inputValue }) => flushSync(() => setQuery(inputValue)),
      onValueChange: ({ items }) => {
        const command = items[0] as Command | undefined
        if (command) props.onRun(command)
      },
    },
    { label: "Combobox" },
  )
  const api = combobox.connect(service, normalizeProps)
  const scrollHint = useScrollHint(groups)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()} className="sb-palette-label">
        Search commands
      </label>
      <div {...api.getControlProps()}>
        <input {...api.getInputProps()} />
      </div>
      <div {...api.getContentProps()} {...scrollHint}>
        {groups.length === 0 && <p className="sb-palette-empty">No results found</p>}
        {groups.map(([group, items]) => (
          <div key={group} {...api.getItemGroupProps({ id: group })}>
            <div {...api.getItemGroupLabelProps({ htmlFor: group })}>{group}</div>
            {items.map((item) => (
              <div key={item.name} {...api.getItemProps({ item, persistFocus: true })}>
                {item.title}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

export default function CommandPaletteDemo({ values }: DemoProps<typeof commandPaletteControls>) {
  const log = useDemoLog()
  const [lastRun, setLastRun] = useState<string | null>(null)
  const service = useDemoMachine(
    dialog.machine,
    { closeOnInteractOutside: values.closeOnInteractOutside, "aria-label": "Command palette" },
    { label: "Dialog" },
  )
  const api = dialog.connect(service, normalizeProps)
  const { open, setOpen } = api
  useCommandShortcut(() => setOpen(true), values.pageShortcut)

  const run = (command: Command) => {
    log("command", command.title)
    setLastRun(command.title)
    // After the combobox has finished its own selection step.
    queueMicrotask(() => setOpen(false))
  }

  return (
    <div className="sb-palette">
      <div className="sb-row">
        <button {...api.getTriggerProps()}>Open Command Menu</button>
        <span className="sb-palette-hint">
          or press <kbd>⌘K</kbd> / <kbd>Ctrl+K</kbd>
        </span>
      </div>
      <p className="sb-palette-status" aria-live="polite">
        {lastRun ? `Ran: ${lastRun}` : "No command run yet."}
      </p>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          {/* Mounted while open: each opening starts from an empty search. */}
          {open && <CommandSearch settings={values} onRun={run} />}
        </div>
      </div>
    </div>
  )
}
