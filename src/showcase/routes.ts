import type { Route } from "./router"

/**
 * What a route shows. The router only picks one; app.tsx renders it, reading a variant
 * (`/<demo>/:variant`) or zag's example address (`/:folder/:page`) from the route's parameters.
 */
export type View<D> =
  | { page: "home" }
  | { page: "demo"; demo: D }
  /** An address of one of zag's example pages that another page here shows (zag-examples.ts). */
  | { page: "zag-example" }
  | { page: "not-found" }

/**
 * Home, one static route per demo (the spec's routes), `/<demo>/:variant` per demo (its
 * variants: the demo's page learns them with its chunk, and takes a name it has none of as
 * one of zag's example addresses) and `/:folder/:page` for zag's other example addresses
 * (`/timer/countdown`). A demo's own routes outrank the last: a static segment weighs more.
 */
export function siteRoutes<D extends { slug: string }>(demos: readonly D[]): Route<View<D>>[] {
  return [
    { path: "/", value: { page: "home" } },
    ...demos.flatMap((demo) =>
      [`/${demo.slug}`, `/${demo.slug}/:variant`].map((path) => ({
        path,
        value: { page: "demo", demo } as View<D>,
      })),
    ),
    { path: "/:folder/:page", value: { page: "zag-example" } },
  ]
}

/** The default route: any path no route matches. */
export const notFound = { page: "not-found" } as const
