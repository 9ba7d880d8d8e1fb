import { catalog, DEMO_GROUPS, type DemoGroup } from "../../catalog"
import { demosByLabel } from "../demos-by-label"
import { Link } from "../router"

/** Every demo, in the catalog's groups (forms, overlays…), each with its one-line summary. */
export function DemoGroups() {
  const demos = demosByLabel(catalog)
  return (
    <>
      {(Object.entries(DEMO_GROUPS) as [DemoGroup, string][]).map(([group, heading]) => (
        <section key={group} aria-labelledby={`group-${group}`} className="site-demo-group">
          <h3 id={`group-${group}`}>{heading}</h3>
          <ul className="site-demo-grid">
            {demos
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <li key={entry.slug}>
                  <Link to={`/${entry.slug}`}>{entry.label}</Link>
                  <p>{entry.summary}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  )
}
