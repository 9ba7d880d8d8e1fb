import { groups, summaries } from "virtual:statebook-site/home"
import { demosByLabel } from "../demos-by-label"
import { siteDemos } from "../site-demos"
import { DemoLink } from "../shell/demo-link"

/** Every demo, in the catalog's groups (forms, overlays…), each with its one-line summary. */
export function DemoGroups() {
  const demos = demosByLabel(siteDemos)
  return (
    <>
      {Object.entries(groups).map(([group, heading]) => (
        <section key={group} aria-labelledby={`group-${group}`} className="site-demo-group">
          <h3 id={`group-${group}`}>{heading}</h3>
          <ul className="site-demo-grid">
            {demos
              .filter((demo) => summaries[demo.slug]?.group === group)
              .map((demo) => (
                <li key={demo.slug}>
                  <DemoLink demo={demo} />
                  <p>{summaries[demo.slug]?.summary}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  )
}
