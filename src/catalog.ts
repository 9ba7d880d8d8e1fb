import type { ControlSchema } from "./components/kit/controls"
import type { DemoModule } from "./components/kit/demo-types"
import { accordionControls } from "./components/accordion/accordion.controls"
import { datePickerControls } from "./components/date-picker/date-picker.controls"
import { dialogControls } from "./components/dialog/dialog.controls"
import { toastControls } from "./components/toast/toast.controls"

/**
 * The one list of demos. The nav, the routes, the element tags, registration, the manifest
 * and the test sweeps all derive from it: adding a demo is one folder and one entry here.
 * Controls schemas are small and loaded eagerly (they define the element attributes); the
 * demo code itself is loaded on first use.
 */
export interface CatalogEntry {
  /** URL path segment and tag suffix: `/date-picker`, `<demo-date-picker>`. */
  slug: string
  /** Nav and page title. */
  label: string
  controls: ControlSchema
  load: () => Promise<DemoModule>
}

export const catalog: readonly CatalogEntry[] = [
  {
    slug: "accordion",
    label: "Accordion",
    controls: accordionControls,
    load: () => import("./components/accordion/accordion.demo"),
  },
  {
    slug: "date-picker",
    label: "Date Picker",
    controls: datePickerControls,
    load: () => import("./components/date-picker/date-picker.demo"),
  },
  {
    slug: "dialog",
    label: "Dialog",
    controls: dialogControls,
    load: () => import("./components/dialog/dialog.demo"),
  },
  {
    slug: "toast",
    label: "Toast",
    controls: toastControls,
    load: () => import("./components/toast/toast.demo"),
  },
]

/** The custom element tag of a demo. */
export function demoTag(slug: string): string {
  return `demo-${slug}`
}

export function findDemo(slug: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.slug === slug)
}
