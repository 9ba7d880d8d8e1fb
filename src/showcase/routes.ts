import type { Route } from "./router"

/** What a route shows. The router only picks one; app.tsx renders it. */
export type View<D> = { page: "home" } | { page: "demo"; demo: D } | { page: "not-found" }

/** Home, then one static route per demo: no route the site has uses a parameter. */
export function siteRoutes<D extends { slug: string }>(demos: readonly D[]): Route<View<D>>[] {
  return [
    { path: "/", value: { page: "home" } },
    ...demos.map((demo) => ({ path: `/${demo.slug}`, value: { page: "demo", demo } as View<D> })),
  ]
}

/** The default route: any path no route matches. */
export const notFound = { page: "not-found" } as const
