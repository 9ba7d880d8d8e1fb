import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as drawerControls } from "./drawer.controls"

export type DrawerValues = DemoProps<typeof drawerControls>["values"]

// "20rem,1" -> ["20rem", 1]: a number is a fraction of the drawer, a string a CSS length.
const parseSnapPoints = (text: string) =>
  text.split(",").map((point) => (Number.isNaN(Number(point)) ? point : Number(point)))

/**
 * The drawer machine's props from the demo's settings. The machine picks its resting point
 * from the snap points once, as it starts: a drawer keyed by `values.snapPoints` starts anew
 * when they change.
 */
export function drawerSettings(values: DrawerValues) {
  return { ...values, snapPoints: parseSnapPoints(values.snapPoints) }
}
