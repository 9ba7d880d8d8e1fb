import { LazyPage } from "./lazy-page"

/** The home page's chunk: its text, the groups and summaries of every demo. */
export const loadHomePage = () => import("./home-page")

/** The home page once its chunk is here; demo pages never fetch it. */
export function LazyHomePage() {
  return <LazyPage load={loadHomePage} render={(home) => <home.HomePage />} name="The home page" />
}
