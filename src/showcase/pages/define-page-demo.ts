import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoModule } from "../../components/kit/runtime/demo-types"
import { defineDemoElements } from "../../elements/define/define-elements"
import type { DemoDefinition } from "../../elements/define/demo-definition"

/**
 * What a demo's chunk of the showcase runs (generated: scripts/catalog/generators/
 * site-modules.ts): it defines the demo's element from the code and schema that came with it,
 * so the page needs no catalog and no attribute list of its own.
 */
export function definePageDemo(
  definition: Omit<DemoDefinition, "load" | "controls">,
  demo: DemoModule,
  controls: ControlSchema,
) {
  const loaded = { ...demo, controls }
  defineDemoElements([{ ...definition, controls, load: () => Promise.resolve(loaded) }])
}
