import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { App } from "../../src/showcase/app"
import { pageTitle } from "../../src/showcase/page-title"
import { loadShownModules } from "../../src/showcase/prerendered-route"
import { renderAt } from "../../src/showcase/router"
import { variantNames } from "virtual:statebook-site/home"
import { demoHeading, siteDemos } from "../../src/showcase/site-demos"

/**
 * The showcase's pages rendered ahead of time, in Node, by the same components the browser
 * hydrates (src/showcase/main.tsx): the shell, the nav and each page, as HTML.
 */

export interface RenderedRoute {
  path: string
  /** The demo's slug; undefined for the home page. */
  slug?: string
  title: string
  /** The markup of `<div id="app">`. */
  markup: string
}

/** Every page the site has: home, then one per demo and one per variant. */
export function routePaths(): string[] {
  return [
    "/",
    ...siteDemos.flatMap(({ slug }) => [
      `/${slug}`,
      ...(variantNames[slug] ?? []).map((name) => `/${slug}/${name}`),
    ]),
  ]
}

export async function renderRoute(path: string): Promise<RenderedRoute> {
  const [slug, variantName] = path.slice(1).split("/")
  const demo = siteDemos.find((candidate) => candidate.slug === slug)
  renderAt(path)
  await loadShownModules(path)
  const markup = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  return demo
    ? { path, slug, title: pageTitle(demoHeading(demo, variantName)), markup }
    : { path, title: pageTitle(), markup }
}
