import { normalizeProps } from "@zag-js/react"
import * as tabs from "@zag-js/tabs"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { articles } from "./articles"
import { machine } from "./tabs-machine"
import type { controls as withLinkControls } from "./tabs.with-link.controls"
import styles from "./tabs.css?inline"

export { styles }

const fragmentOf = (id: string) => `#${id}`

/** The article the page's address points at (`…#dunes`), if any. */
function articleInAddress() {
  // On the server (prerendering) there is no address to read: the first tab's, as the default.
  if (typeof window === "undefined") return undefined
  const fragment = decodeURIComponent(window.location.hash.slice(1))
  return articles.find((article) => article.id === fragment)?.id
}

/**
 * zag's tabs/with-link: the triggers are links to a fragment of this page, so they can be
 * copied, shared or opened in a new tab. zag's `navigate` replaces following the link: the
 * address takes the fragment (replaced, not pushed, so Back still leaves the page), and
 * nothing scrolls. Manual activation: arrows move focus, Enter follows the focused link.
 */
export default function TabsWithLink({ values }: DemoProps<typeof withLinkControls>) {
  const log = useDemoLog()
  const [initial] = useState(() => articleInAddress() ?? articles[0]!.id)
  const [address, setAddress] = useState(() =>
    typeof window === "undefined" ? "" : window.location.hash,
  )
  const service = useDemoMachine(machine, {
    ...values,
    activationMode: "manual",
    defaultValue: initial,
    translations: { listLabel: "Coastal articles" },
    navigate: ({ value }) => {
      window.history.replaceState(window.history.state, "", fragmentOf(value))
      setAddress(window.location.hash)
      log("navigate", { href: fragmentOf(value) })
    },
  })
  const api = tabs.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <div {...api.getListProps()}>
        {articles.map((article) => (
          <a
            key={article.id}
            href={fragmentOf(article.id)}
            {...(api.getTriggerProps({ value: article.id }) as object)}
          >
            {article.label}
          </a>
        ))}
        <div {...api.getIndicatorProps()} />
      </div>
      {articles.map((article) => (
        <div key={article.id} {...api.getContentProps({ value: article.id })}>
          <p>{article.content}</p>
        </div>
      ))}
      <p className="sb-tabs-address">
        Address fragment: <output>{address || "none"}</output>
      </p>
    </div>
  )
}
