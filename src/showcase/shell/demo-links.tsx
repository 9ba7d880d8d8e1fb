import type { AriaAttributes } from "react"
import { demosByLabel } from "../demos-by-label"
import { Link } from "../router"

interface DemoLinksProps extends AriaAttributes {
  className?: string
}

/** Every demo as a link to `/<slug>`, sorted by label: the nav and the home page share it. */
export function DemoLinks({ className, ...aria }: DemoLinksProps) {
  return (
    <ul className={className} {...aria}>
      {demosByLabel().map((entry) => (
        <li key={entry.slug}>
          <Link to={`/${entry.slug}`}>{entry.label}</Link>
        </li>
      ))}
    </ul>
  )
}
