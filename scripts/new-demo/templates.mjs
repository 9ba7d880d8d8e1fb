// The files `npm run new-demo` writes into the demo's folder, as text. A placeholder that
// works: zag's collapsible machine behind a "Show details" button, one setting of its own and
// the kit's shared ones, the collapsible's keys, a page object and a scenario test, and the
// placeholder's reserved heights.

/** `angle-slider` -> `angleSlider`. */
const camel = (slug) => slug.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase())
/** `angle-slider` -> `AngleSlider`. */
const pascal = (slug) => camel(slug).replace(/^./, (letter) => letter.toUpperCase())
/** `angle-slider` -> `Angle Slider`. */
const label = (slug) =>
  slug
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ")

/**
 * The placeholder's heights in px (`<slug>.heights.json`), with and without its toolbar, on a
 * desktop docs column and a phone. `npm run measure-heights` rewrites them once the widget
 * is real; test/browser/sweeps/reserved-heights.test.ts says when they are out of date.
 */
const PLACEHOLDER_HEIGHTS = { toolbar: 184, noToolbar: 70, narrowToolbar: 270, narrowNoToolbar: 70 }

export function demoFiles(slug) {
  const controls = `${camel(slug)}Controls`
  const name = label(slug)
  const folder = `src/components/${slug}`
  return {
    [`${folder}/${slug}.controls.ts`]: `import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  open: {
    description: "Whether the details are shown; the button changes it too.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: ${JSON.stringify(name)},
  summary: "A new demo: say in one line what the widget is for.",
  use: "Use it when …: say in one sentence when to reach for this widget rather than another.",
  group: "display",
  keywords: [],
}
`,
    [`${folder}/${slug}.demo.tsx`]: `// A placeholder from \`npm run new-demo\`: replace zag's collapsible with this demo's machine.
import * as collapsible from "@zag-js/collapsible"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import type { controls as ${controls} } from "./${slug}.controls"
import styles from "./${slug}.css?inline"

export { styles }

export default function ${pascal(slug)}Demo({ values }: DemoProps<typeof ${controls}>) {
  const service = useDemoMachine(collapsible.machine, {
    dir: values.dir,
    disabled: values.disabled,
    defaultOpen: values.open,
  })
  const api = collapsible.connect(service, normalizeProps)
  // The machine owns open; the Open control opens or closes it as the button does.
  useSettingToMachine(values.open, (open) => api.setOpen(open))

  return (
    <div {...api.getRootProps()}>
      <button {...api.getTriggerProps()} disabled={api.disabled}>
        Show details
      </button>
      <div {...api.getContentProps()}>
        <p>The ${name} widget goes here.</p>
      </div>
    </div>
  )
}
`,
    [`${folder}/${slug}.keyboard.ts`]: `// A placeholder from \`npm run new-demo\`: the keys of zag's collapsible, which the placeholder
// runs. Replace them with the keys this demo's machine handles, from zag's docs for it (or
// with the shared bindings of src/components/kit/accessibility/machines/, when the machine has
// some there).
import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Opens the content when it is closed and closes it when it is open.",
    },
    {
      keys: ["Tab"],
      part: "trigger",
      action: "Moves focus to the trigger, then on into the content's links and fields when open.",
    },
  ],
  note: "Placeholder: list the keys this widget's machine handles (zag's docs, Keyboard Interactions).",
}
`,
    [`${folder}/${slug}.css`]: `[data-scope="collapsible"][data-part="root"] {
  display: grid;
  gap: 0.5rem;
  max-width: 32rem;
}

[data-scope="collapsible"][data-part="content"][hidden] {
  display: none;
}
`,
    [`${folder}/${slug}.page.ts`]: `/** The ${name} demo's parts, found as a user finds them. */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function ${camel(slug)}(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    trigger: () => getByRole(stage, "button", { name: "Show details" }) as HTMLButtonElement,
    content: () => part(stage, "collapsible", "content"),
  }
}
`,
    [`${folder}/${slug}.browser.test.ts`]: `import { expect } from "chai"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
} from "../../../test/browser/helpers"
import { ${camel(slug)} } from "./${slug}.page"

describe("<demo-${slug}>", () => {
  afterEach(cleanup)

  it("shows its details on click and hides them with the keyboard", async () => {
    const { root } = await mountDemo(${JSON.stringify(slug)})
    const widget = ${camel(slug)}(root)
    expect(widget.trigger().getAttribute("aria-expanded")).to.equal("false")
    await click(widget.trigger())
    await waitFor(() => !widget.content().hidden || null, "the details to show")
    await press("Enter")
    await waitFor(() => widget.content().hidden || null, "the details to hide")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo(${JSON.stringify(slug)})
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
`,
    // The placeholder's own settled heights, measured as `npm run measure-heights` does: its
    // room in reserve.css until the real widget is measured.
    [`${folder}/${slug}.heights.json`]: `${JSON.stringify(PLACEHOLDER_HEIGHTS, null, 2)}\n`,
  }
}
