import { demoTag } from "../demo-tag"
import kitCss from "../components/kit/parts/kit.css?inline"
import { adoptSheets, sharedSheet } from "../components/kit/runtime/stylesheets"
import { themeTokensCss } from "../components/kit/runtime/theme-tokens"
import { preloadToolbarPanel } from "../components/kit/runtime/use-toolbar-panel"
import baseCss from "./base.css?inline"
import type { DemoDefinition } from "./demo-definition"
import { demoElementRoot } from "./demo-element-root"
import { demoLoader } from "./demo-loader"
import { isOn, NO_TOOLBAR, THEME } from "./element-attributes"
import { defineSettingProperties, ElementSettings } from "./element-settings"
import { ElementTheme } from "./element-theme"
import type { DemoMachineInfo } from "./event-types"
import { machineInfoOf } from "./machine-info"
import { reactElementClass, renderWithProps, setProps } from "./r2wc-internals"

/**
 * Builds the custom element class of one demo (not registered: see define-elements.ts).
 * It puts together the demo's loader (demo-loader.tsx), its React root
 * (demo-element-root.tsx), the settings read from attributes (element-settings.ts) and the
 * theme (element-theme.ts), on r2wc's element (r2wc-internals.ts).
 */
export function createDemoElement(definition: DemoDefinition): CustomElementConstructor {
  const tag = demoTag(definition.slug)
  const settingAttributes = new Set(definition.attributes)
  const demo = demoLoader(definition)
  const Base = reactElementClass(demoElementRoot(definition.slug, tag), [])

  class DemoElement extends Base {
    /** Whether this element's React root has the loaded demo (not only the loading text). */
    #rendersDemo = false
    #warned = new Set<string>()
    #settings = new ElementSettings(tag, (message) => this.#warnOnce(message))
    #theme = new ElementTheme(this, this.attachInternals(), (message) => this.#warnOnce(message))

    static get observedAttributes(): string[] {
      return [...settingAttributes, NO_TOOLBAR, THEME]
    }

    constructor() {
      super()
      adoptSheets(
        this.container,
        sharedSheet("base", baseCss),
        sharedSheet("tokens", themeTokensCss()),
        sharedSheet("kit", kitCss),
      )
      setProps(this, { schema: demo.schema, Demo: demo.Demo })
      this.#rendersDemo = demo.Demo !== null
    }

    override connectedCallback() {
      // Fetched beside the demo, so the toolbar is usually there for the first render.
      if (!isOn(this.getAttribute(NO_TOOLBAR))) void preloadToolbarPanel()
      // Made before another element of this tag loaded the demo: catch up before rendering.
      if (demo.Demo && !this.#rendersDemo) this.#showDemo(false)
      super.connectedCallback?.()
      this.#theme.connect()
      if (!demo.Demo) void demo.load().then(() => this.#showDemo())
    }

    override disconnectedCallback() {
      super.disconnectedCallback?.()
      this.#theme.disconnect()
    }

    /** The demo's machine: states, transitions, current state and coverage (see docs/embedding.md). */
    get machineInfo(): DemoMachineInfo | null {
      return machineInfoOf(this)
    }

    override attributeChangedCallback(name: string, _previous: string | null, raw: string | null) {
      if (name === NO_TOOLBAR) return renderWithProps(this, { hideToolbar: isOn(raw) })
      if (name === THEME) return this.#theme.read(raw)
      if (!settingAttributes.has(name)) return
      this.#settings.write(demo.schema, name, raw)
      if (demo.schema) renderWithProps(this, { attributeValues: this.#settings.values })
    }

    static {
      defineSettingProperties(this.prototype, settingAttributes, (element, name) =>
        (element as DemoElement).#settings.property(element, demo.schema, name),
      )
    }

    /** Once the demo is here: every attribute written so far, then (by default) a render. */
    #showDemo(render = true) {
      this.#settings.readAll(demo.schema!)
      const props = {
        schema: demo.schema,
        Demo: demo.Demo,
        attributeValues: this.#settings.values,
      }
      if (render) renderWithProps(this, props)
      else setProps(this, props)
      this.#rendersDemo = true
    }

    #warnOnce(message: string) {
      if (this.#warned.has(message)) return
      this.#warned.add(message)
      console.warn(message)
    }
  }

  return DemoElement
}
