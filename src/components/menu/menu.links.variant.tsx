import type { DemoProps } from "../kit/runtime/demo-types"
import { MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

/** Reading about menus: each item is a link to a page elsewhere, opened in a new tab. */
const helpLinks = [
  { value: "zag-docs", label: "zag menu docs", href: "https://zagjs.com/components/react/menu" },
  {
    value: "apg-pattern",
    label: "Menu button pattern",
    href: "https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/",
  },
  {
    value: "mdn-menu-role",
    label: "The menu role on MDN",
    href: "https://developer.mozilla.org/en-US/docs/Web/Accessibility/ARIA/Reference/Roles/menu_role",
  },
  { value: "zag-source", label: "zag on GitHub", href: "https://github.com/chakra-ui/zag" },
] as const

/**
 * A menu whose items are links. zag gives an `<a>` the same item props as any item; Enter on a
 * highlighted link clicks it (zag's `navigate`), so the keyboard follows a link as the mouse does.
 */
export default function MenuLinks({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const { api } = useMenuMachine(values, { onSelect })
  return (
    <div className="sb-menu-demo sb-menu-links">
      <MenuTrigger api={api}>Read more</MenuTrigger>
      <MenuPopup api={api}>
        {helpLinks.map((link) => (
          <a
            key={link.value}
            {...api.getItemProps({ value: link.value })}
            href={link.href}
            target="_blank"
            rel="noreferrer"
          >
            {link.label}
          </a>
        ))}
      </MenuPopup>
      <SelectionText value={selected} />
    </div>
  )
}
