import { mkdir, writeFile } from "node:fs/promises"
import { existsSync } from "node:fs"
import { dirname, extname, join, normalize, sep } from "node:path"
import { createServer, type Plugin, type PluginOption, type Rolldown } from "vite"
import { chunkOfModule, staticClosure, type RouteAssets } from "./route-assets.ts"
import { routeHtml } from "./route-html.ts"

/**
 * After the showcase is written to dist/app, writes each route's own page: `index.html` for
 * home and `<slug>/index.html` for each demo, each with the shell, the nav and the page
 * already rendered (render-route.tsx), its title, and modulepreloads for the code the page
 * loads next (the home page's chunk, or the demo's chunk and all it imports), so the widget's
 * code is fetched in the entry's round trip instead of after it. The page Vite built, with
 * nothing rendered, stays as `404.html`: a static host serves it for unknown paths, and the
 * browser renders the not-found page.
 *
 * Only when the build writes files: the bench's in-memory build (`write: false`) skips it.
 * `vite preview` serves the routes' pages the way a static host does (pagePath).
 */

/** The id of a demo's module of schema and code (scripts/catalog/generators/site-modules.ts). */
const SITE_DEMO = /^\0statebook-site-demo:(.+)$/
const HOME_PAGE = /[\\/]src[\\/]showcase[\\/]pages[\\/]home-page\.tsx$/
export const FALLBACK_PAGE = "404.html"

type RenderModule = typeof import("./render-route")

/** What the route's page loads after the entry, from the bundle (a build without it fails). */
function assetsOf(bundle: Rolldown.OutputBundle, slug: string | undefined): RouteAssets {
  const chunk = chunkOfModule(bundle, (id) =>
    slug === undefined ? HOME_PAGE.test(id) : SITE_DEMO.exec(id)?.[1] === slug,
  )
  if (!chunk) throw new Error(`No chunk in the build loads the ${slug ?? "home"} page`)
  return staticClosure(bundle, chunk)
}

/**
 * The prerendered page a static host serves at `pathname`: `/<slug>` and `/<slug>/` answer
 * `/<slug>/index.html` when the build wrote it; undefined for files and other paths.
 */
export function pagePath(outDir: string, pathname: string): string | undefined {
  let path: string
  try {
    path = normalize(decodeURIComponent(pathname)).split(sep).join("/")
  } catch {
    return undefined
  }
  if (path === "/" || extname(path) !== "" || path.includes("..")) return undefined
  const page = `${path.replace(/\/$/, "")}/index.html`
  return existsSync(join(outDir, page)) ? page : undefined
}

/** `plugins`: what the renderer's modules need to load (the site catalog's virtual modules). */
export function prerenderRoutes(plugins: PluginOption[]): Plugin {
  let root = ""
  let outDir = ""
  return {
    name: "statebook-prerender",
    configResolved(config) {
      root = config.root
      outDir = join(config.root, config.build.outDir)
    },
    configurePreviewServer(server) {
      // Before Vite's own handlers, whose SPA fallback would answer /<slug> with index.html.
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? "/", "http://preview")
        const page = pagePath(outDir, url.pathname)
        if (page) request.url = `${page}${url.search}`
        next()
      })
    },
    async writeBundle(_options, bundle) {
      const template = bundle["index.html"]
      if (template?.type !== "asset") throw new Error("The build wrote no index.html")
      const html = String(template.source)
      // A server kept open while rendering: the home page's lazy chunk is imported then.
      const server = await createServer({
        root,
        configFile: false,
        logLevel: "error",
        plugins,
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      })
      try {
        const renderer = (await server.ssrLoadModule(
          "/scripts/prerender/render-route.tsx",
        )) as RenderModule
        await writeFile(join(outDir, FALLBACK_PAGE), html)
        for (const path of renderer.routePaths()) {
          const route = await renderer.renderRoute(path)
          const page = routeHtml(html, { ...route, ...assetsOf(bundle, route.slug) })
          const file = join(outDir, route.path, "index.html")
          await mkdir(dirname(file), { recursive: true })
          await writeFile(file, page)
        }
      } finally {
        await server.close()
      }
    },
  }
}
