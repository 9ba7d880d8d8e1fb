/**
 * `statebook-elements`: importing this module registers every demo element (in a browser;
 * elsewhere it does nothing). Each demo's code is fetched the first time one of its
 * elements connects.
 */
import { registerDemoElements } from "./register"

registerDemoElements()

/** Registers every demo element again: a no-op for tags already defined. */
export function defineDemoElements(): void {
  registerDemoElements()
}
