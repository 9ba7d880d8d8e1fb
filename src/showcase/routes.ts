import { catalog, type CatalogEntry } from "../catalog"
import type { Route } from "./router"

/** What a route shows. The router only picks one; app.tsx renders it. */
export type View = { page: "home" } | { page: "demo"; entry: CatalogEntry } | { page: "not-found" }

/** Home, then one static route per catalog demo. SPEC §2: no actual route uses a parameter. */
export const routes: readonly Route<View>[] = [
  { path: "/", value: { page: "home" } },
  ...catalog.map((entry) => ({ path: `/${entry.slug}`, value: { page: "demo", entry } as View })),
]

/** The default route: any path no route matches. */
export const notFound: View = { page: "not-found" }
