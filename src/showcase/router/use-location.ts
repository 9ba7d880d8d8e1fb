import { useSyncExternalStore } from "react"
import { getLocation, subscribe, type RouterLocation } from "./history"

/** The current location; the component re-renders on every navigation. */
export function useLocation(): RouterLocation {
  return useSyncExternalStore(subscribe, getLocation)
}
