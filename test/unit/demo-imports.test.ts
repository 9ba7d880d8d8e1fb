import { describe, expect, it } from "vitest"
import { zagPackagesOf } from "../../scripts/bench/demo-imports"

// A demo folder in miniature: the floor's machines come from what its files import.
const folder: Record<string, string> = {
  "src/components/picker/picker.demo.tsx": [
    `import * as picker from "@zag-js/date-picker"`,
    `import { normalizeProps } from "@zag-js/react"`,
    `import type { Machine } from "@zag-js/core"`,
    `import { useDemoMachine } from "../kit/use-demo-machine"`,
    `import { PickerField } from "./picker-field"`,
    `import { Card } from "../popover/popover-card"`,
    `import { countries } from "../../data/countries"`,
    `import styles from "./picker.css?inline"`,
  ].join("\n"),
  "src/components/picker/picker-field.tsx": [
    `import {`,
    `  getPlacement,`,
    `  type Placement,`,
    `} from "@zag-js/popper"`,
    `export { PickerSelect } from "./picker-select"`,
  ].join("\n"),
  "src/components/picker/picker-select.ts": `import * as select from "@zag-js/select"\n`,
  "src/components/popover/popover-card.tsx": `import * as popover from "@zag-js/popover"\n`,
  "src/data/countries.ts": `import * as listbox from "@zag-js/listbox"\n`,
  "src/components/kit/runtime/use-demo-machine.ts": `import * as tabs from "@zag-js/tabs"\n`,
}
const read = (path: string) => folder[path]

describe("zagPackagesOf", () => {
  it("collects the zag value imports of the demo and the demo files it uses, transitively", () => {
    expect(zagPackagesOf("src/components/picker/picker.demo.tsx", read)).toEqual([
      "@zag-js/date-picker",
      "@zag-js/popover",
      "@zag-js/popper",
      "@zag-js/select",
    ])
  })

  it("names the file that imports a missing module", () => {
    const broken: Record<string, string> = {
      ...folder,
      "src/components/picker/picker-field.tsx": `import "./gone"`,
    }
    expect(() =>
      zagPackagesOf("src/components/picker/picker.demo.tsx", (path) => broken[path]),
    ).toThrow("src/components/picker/picker-field.tsx: cannot resolve ./gone")
  })
})
