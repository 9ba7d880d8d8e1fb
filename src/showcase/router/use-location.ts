import { useSyncExternalStore } from "react"
import { getLocation, subscribe, type RouterLocation } from "./history"

/**
 * The current location; the component re-renders on every navigation. A prerendered page
 * was rendered for the path it is served at, so hydration reads the URL too.
 */
export function useLocation(): RouterLocation {
  return useSyncExternalStore(subscribe, getLocation, getLocation)
}
