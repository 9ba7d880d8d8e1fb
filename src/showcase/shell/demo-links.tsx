import type { AriaAttributes } from "react"
import { demosByLabel } from "../demos-by-label"
import { siteDemos } from "../site-demos"
import { DemoLink } from "./demo-link"

interface DemoLinksProps extends AriaAttributes {
  className?: string
}

const sorted = demosByLabel(siteDemos)

/** Every demo as a link to `/<slug>`, sorted by label: the nav's list. */
export function DemoLinks({ className, ...aria }: DemoLinksProps) {
  return (
    <ul className={className} {...aria}>
      {sorted.map((demo) => (
        <li key={demo.slug}>
          <DemoLink demo={demo} />
        </li>
      ))}
    </ul>
  )
}
