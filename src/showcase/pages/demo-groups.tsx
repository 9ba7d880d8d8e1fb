import { groups, summaries, variantNames } from "virtual:statebook-site/home"
import { demosByLabel } from "../demos-by-label"
import { siteDemos } from "../site-demos"
import { DemoLink } from "../shell/demo-link"

const variantCount = Object.values(variantNames).reduce((sum, names) => sum + names.length, 0)

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`

/**
 * Every demo, in the catalog's groups (forms, overlays…), each with its one-line summary and
 * how many variants its page lists; first, how many demos and variants there are.
 */
export function DemoGroups() {
  const demos = demosByLabel(siteDemos)
  return (
    <>
      <p className="site-demo-count">
        {plural(demos.length, "demo")} and {plural(variantCount, "variant")}: zag’s other example
        scenarios of a machine, each on its demo’s page.
      </p>
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
                  {(variantNames[demo.slug]?.length ?? 0) > 0 && (
                    <p className="site-demo-variants">
                      {plural(variantNames[demo.slug]!.length + 1, "variant")}, Basic included
                    </p>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  )
}
