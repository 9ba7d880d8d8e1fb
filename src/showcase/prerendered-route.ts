import { preload } from "./lazy-module"
import { loadHomePage } from "./pages/lazy-home-page"

/**
 * The lazy modules whose content a route's prerendered page already shows: loaded before
 * rendering ahead of time (scripts/prerender) and again before hydrating in the browser, so
 * both render the same tree. Only the home page: a demo page shows "Loading demo…" in both,
 * as its element and view need a browser; the route's HTML preloads the demo's code instead.
 */
export function loadShownModules(path: string): Promise<unknown> {
  return path === "/" ? preload(loadHomePage) : Promise.resolve()
}
