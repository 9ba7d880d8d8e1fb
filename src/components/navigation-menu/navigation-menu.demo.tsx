import * as navigationMenu from "@zag-js/navigation-menu"
import { normalizeProps } from "@zag-js/react"
import { useState, type FocusEvent } from "react"
import { navigationSections, navigationTopLink } from "./navigation-menu-links"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as navigationMenuControls } from "./navigation-menu.controls"
import styles from "./navigation-menu.css?inline"

export { styles }

const slug = (label: string) => label.toLowerCase().replace(/\s+/g, "-")

/**
 * zag's basic navigation menu: no shared viewport, each section's panel opens below its own
 * trigger, inline in the element's shadow root.
 */
export default function NavigationMenuDemo({ values }: DemoProps<typeof navigationMenuControls>) {
  const log = useDemoLog()
  const service = useDemoMachine(navigationMenu.machine, {
    ...values,
    translations: { rootLabel: "Main" },
  })
  const api = navigationMenu.connect(service, normalizeProps)
  // The link last followed: the demo's pages do not exist, so a link marks itself current.
  const [current, setCurrent] = useState("")

  const linkProps = (value: string, label: string) =>
    api.getLinkProps({
      value,
      current: current === label,
      onSelect(event) {
        ;(event.detail as { originalEvent: Event }).originalEvent.preventDefault()
        setCurrent(label)
        log("link selected", label)
      },
    })

  // zag closes the menu when focus leaves it, but in a shadow root it never learns that focus
  // left: it reads the focus event's path a frame late, when the path is already empty. So
  // the demo sends zag's own close itself when focus moves out of the menu.
  const onFocusLeave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (api.open && !(next instanceof Node && event.currentTarget.contains(next)))
      service.send({ type: "CLOSE", value: api.value })
  }

  return (
    <nav {...api.getRootProps()} onBlur={onFocusLeave}>
      <ul {...api.getListProps()}>
        {navigationSections.map((section) => (
          <li key={section.value} {...api.getItemProps({ value: section.value })}>
            <button {...api.getTriggerProps({ value: section.value })}>
              {section.label}
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="m6 9 6 6 6-6" />
              </svg>
            </button>
            <div {...api.getContentProps({ value: section.value })}>
              <div {...api.getIndicatorProps()}>
                <div {...api.getArrowProps()} />
              </div>
              {section.links.map((label) => (
                <a key={label} href={`#${slug(label)}`} {...linkProps(section.value, label)}>
                  {label}
                </a>
              ))}
            </div>
          </li>
        ))}
        <li {...api.getItemProps({ value: navigationTopLink.value })}>
          <a
            href={`#${navigationTopLink.value}`}
            {...linkProps(navigationTopLink.value, navigationTopLink.label)}
          >
            {navigationTopLink.label}
          </a>
        </li>
      </ul>
    </nav>
  )
}
