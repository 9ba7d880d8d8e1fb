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
 * zag's navigation menu with a viewport: every section's panel opens in one shared box under
 * the list, which resizes to the open panel, while panels slide in from the side of the
 * trigger moved to, and an indicator follows the open trigger. The proxies keep the tab
 * order reading trigger, then its panel, though the panels live in the viewport.
 */
export default function NavigationMenuViewport({
  values,
}: DemoProps<typeof navigationMenuControls>) {
  const log = useDemoLog()
  const service = useDemoMachine(navigationMenu.machine, {
    ...values,
    translations: { rootLabel: "Main" },
  })
  const api = navigationMenu.connect(service, normalizeProps)
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

  // As in the basic demo: inside a shadow root zag does not see focus leave the menu.
  const onFocusLeave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (api.open && !(next instanceof Node && event.currentTarget.contains(next)))
      service.send({ type: "CLOSE", value: api.value })
  }

  return (
    <nav {...api.getRootProps()} className="sb-nav-viewport" onBlur={onFocusLeave}>
      <ul {...api.getListProps()}>
        {navigationSections.map((section) => (
          <li key={section.value} {...api.getItemProps({ value: section.value })}>
            <button {...api.getTriggerProps({ value: section.value })}>
              {section.label}
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="m6 9 6 6 6-6" />
              </svg>
            </button>
            {/* zag hides this focus stop from screen readers, which axe reports (a hidden
                element that takes focus); it has no name to read and passes focus on at once. */}
            <span {...api.getTriggerProxyProps({ value: section.value })} aria-hidden={undefined} />
            <span {...api.getViewportProxyProps({ value: section.value })} />
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
        <li {...api.getIndicatorProps()}>
          <div {...api.getArrowProps()} />
        </li>
      </ul>
      <div {...api.getViewportPositionerProps()}>
        <div {...api.getViewportProps()}>
          {navigationSections.map((section) => (
            <div key={section.value} {...api.getContentProps({ value: section.value })}>
              {section.links.map((label) => (
                <a key={label} href={`#${slug(label)}`} {...linkProps(section.value, label)}>
                  {label}
                </a>
              ))}
            </div>
          ))}
        </div>
      </div>
    </nav>
  )
}
