import type { Route, RouteMatch } from "./router"

/** What a route shows. The router only picks one; app.tsx renders it. */
export type View<D> =
  | { page: "home" }
  | { page: "demo"; demo: D; variant?: string }
  /** An address of one of zag's example pages that another page here shows (zag-examples.ts). */
  | { page: "zag-example"; example: string }
  | { page: "not-found" }

/** What the routes are made of: the demos. */
interface RoutedDemo {
  slug: string
}

/** What a route stands for, before its parameters are read (`resolveView`). */
type RouteValue<D> = View<D> | { page: "demo-variant"; demo: D } | { page: "zag-folder" }

/**
 * Home, one static route per demo (the spec's routes), `/<demo>/:variant` per demo (its
 * variants, and zag's addresses of that machine) and `/:folder/:page` for zag's other
 * example addresses (`/timer/countdown`). A demo's own routes outrank the last: a static
 * segment weighs more than a parameter.
 */
export function siteRoutes<D extends RoutedDemo>(demos: readonly D[]): Route<RouteValue<D>>[] {
  return [
    { path: "/", value: { page: "home" } },
    ...demos.flatMap((demo) => [
      { path: `/${demo.slug}`, value: { page: "demo", demo } as RouteValue<D> },
      { path: `/${demo.slug}/:variant`, value: { page: "demo-variant", demo } as RouteValue<D> },
    ]),
    { path: "/:folder/:page", value: { page: "zag-folder" } },
  ]
}

/** The default route: any path no route matches. */
export const notFound = { page: "not-found" } as const

/**
 * The page a matched route shows. `/<demo>/<name>` is the demo's page with that variant: the
 * page learns its variants with the demo's chunk (the site's entry holds none of them), and
 * shows a name the demo has no variant of as one of zag's example addresses. Those, and
 * `/<folder>/<page>`, the zag-example page looks up (zag-examples.ts, fetched only then) and
 * shows as not found if zag has no such page.
 */
export function resolveView<D extends RoutedDemo>({
  value,
  params,
}: RouteMatch<RouteValue<D>>): View<D> {
  if (value.page === "demo-variant")
    return { page: "demo", demo: value.demo, variant: params.variant! }
  if (value.page === "zag-folder")
    return { page: "zag-example", example: `${params.folder}/${params.page}` }
  return value
}
