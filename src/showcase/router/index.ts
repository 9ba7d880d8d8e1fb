/** Statebook's router: pure rules (segments, rank, match, pick, resolve, click) + React glue. */
export { isInPageNavigation, type ClickInfo, type LinkInfo } from "./click"
export {
  getLocation,
  navigate,
  renderAt,
  replaceSearch,
  type NavigationKind,
  type RouterLocation,
} from "./history"
export { Link, type LinkProps } from "./link"
export { matchRoute, type RouteParams } from "./match"
export { pickRoute, type Route, type RouteMatch } from "./pick"
export { rankRoute } from "./rank"
export { isCurrentPath, resolvePath } from "./resolve"
export { useLocation } from "./use-location"
