import { demoTag } from "../demo-tag"
import kitCss from "../components/kit/parts/kit.css?inline"
import { adoptSheets, sharedSheet } from "../components/kit/runtime/stylesheets"
import themeTokensCss from "../components/kit/runtime/theme-tokens.css?inline"
import baseCss from "./base.css?inline"
import type { DemoDefinition } from "./demo-definition"
import { demoElementRoot } from "./demo-element-root"
import { demoLoader } from "./demo-loader"
import { DemoStart } from "./demo-start"
import { isOn, LOADING, NO_TOOLBAR, THEME } from "./element-attributes"
import { accessibilityInfoOf } from "./accessibility-info"
import {
  accessibilityDescriber,
  elementReplayer,
  eventExtras,
  machineDescriber,
} from "./element-extras-loader"
import { applyEarlyProperties, defineSettingProperties, ElementSettings } from "./element-settings"
import { ElementTheme } from "./element-theme"
import type {
  DemoAccessibilityInfo,
  DemoMachineInfo,
  ReplayOptions,
  ReplayResult,
} from "./event-types"
import { machineInfoOf } from "./machine-info"
import { reactElementClass, renderWithProps, setProps } from "./r2wc-internals"

/** The custom state an element takes once its box has its full height (see scripts/reserve/reserve-css.ts). */
const SETTLED = "settled"

const EXTRAS_FAILED = (tag: string) =>
  `<${tag}>: the code behind its events, machineInfo and accessibilityInfo could not be loaded; the demo itself works.`

/**
 * Builds the custom element class of one demo (not registered: see define-elements.ts).
 * It puts together the demo's loader (demo-loader.tsx), when it starts (demo-start.ts), its
 * React root (demo-element-root.tsx), the settings read from attributes (element-settings.ts)
 * and the theme (element-theme.ts), on r2wc's element (r2wc-internals.ts).
 */
export function createDemoElement(definition: DemoDefinition): CustomElementConstructor {
  const tag = demoTag(definition.slug)
  const settingAttributes = new Set(definition.attributes)
  const demo = demoLoader(definition)
  const Base = reactElementClass(demoElementRoot(definition.slug, tag), [])

  class DemoElement extends Base {
    #warned = new Set<string>()
    #settings = new ElementSettings(tag, (message) => this.#warnOnce(message))
    #internals = this.attachInternals()
    #theme = new ElementTheme(this, this.#internals, (message) => this.#warnOnce(message))
    #start = new DemoStart(
      this,
      () => this.#boot(),
      (message) => this.#warnOnce(message),
    )

    static get observedAttributes(): string[] {
      return [...settingAttributes, NO_TOOLBAR, THEME, LOADING]
    }

    constructor() {
      super()
      adoptSheets(
        this.container,
        sharedSheet("base", baseCss),
        sharedSheet("tokens", themeTokensCss),
        sharedSheet("kit", kitCss),
      )
      setProps(this, {
        schema: demo.schema,
        Demo: null,
        // Events wait for their JSON code; a failure to fetch it leaves them unsent, not the demo.
        onRunning: () => {
          this.#start.running()
          eventExtras.load().then(
            ({ watchKeys }) => watchKeys(this, this.container, definition.slug),
            () => this.#warnOnce(EXTRAS_FAILED(tag)),
          )
        },
        onRetry: () => this.#retry(),
        // `:state(settled)`: the page's reserved height (reserve.css) gives way to the real one.
        onSettled: () => this.#internals.states.add(SETTLED),
      })
    }

    override connectedCallback() {
      applyEarlyProperties(this, settingAttributes)
      super.connectedCallback?.()
      this.#theme.connect()
      this.#start.connect()
    }

    override disconnectedCallback() {
      this.#theme.disconnect()
      this.#start.disconnect()
      // A move to another parent (appendChild, insertBefore, a framework's keyed reorder, a
      // teleport) disconnects and connects again in the same task: the React root stays, and
      // with it the widget's state, its history and the open tab. An element still out of
      // the page a task later was removed, and its root is unmounted.
      setTimeout(() => {
        if (!this.isConnected) super.disconnectedCallback?.()
      })
    }

    /** `moveBefore` (where the browser has it) moves the element without disconnecting it. */
    connectedMoveCallback() {
      // Its new surroundings may have another colour scheme.
      this.#theme.disconnect()
      this.#theme.connect()
    }

    /**
     * Resolves once the demo runs: its code is here, its machines have started and
     * `machineInfo` and `accessibilityInfo` answer. Asking for it starts a lazy demo that has
     * not started yet.
     */
    get ready(): Promise<void> {
      return this.#start.ready().then(() =>
        Promise.all([machineDescriber.load(), accessibilityDescriber.load()]).then(
          () => undefined,
          () => this.#warnOnce(EXTRAS_FAILED(tag)),
        ),
      )
    }

    /** The demo's machine: states, transitions, current state and coverage (see docs/embedding.md). */
    get machineInfo(): DemoMachineInfo | null {
      return machineInfoOf(this)
    }

    /** What the widget's parts say to assistive technology now (see docs/embedding.md). */
    get accessibilityInfo(): DemoAccessibilityInfo | null {
      return accessibilityInfoOf(this.container)
    }

    /** Shows the demo at a step of its history, or live again (see docs/embedding.md). */
    replay(step?: number | "live", options?: ReplayOptions): Promise<ReplayResult | null> {
      return elementReplayer.load().then(({ replayElement }) => replayElement(this, step, options))
    }

    override attributeChangedCallback(name: string, _previous: string | null, raw: string | null) {
      if (name === NO_TOOLBAR) return renderWithProps(this, { hideToolbar: isOn(raw) })
      if (name === THEME) return this.#theme.read(raw)
      if (name === LOADING) return this.#start.read(raw)
      if (!settingAttributes.has(name)) return
      this.#settings.write(demo.schema, name, raw)
      if (demo.schema) renderWithProps(this, { attributeValues: this.#settings.values })
    }

    static {
      defineSettingProperties(this.prototype, settingAttributes, (element, name) =>
        (element as DemoElement).#settings.property(element, demo.schema, name),
      )
    }

    /** Near the viewport (or eager, or asked for `ready`): fetch the code if need be, then show it. */
    #boot() {
      if (demo.Demo) return this.#showDemo()
      void demo.load().then(() => (demo.Demo ? this.#showDemo() : this.#showLoadError()))
    }

    #retry() {
      // The error box stays until the code arrives or fails again (see demo-load-error.tsx).
      this.#boot()
    }

    /** Once the demo is here: every attribute written so far, then a render. */
    #showDemo() {
      this.#settings.readAll(demo.schema!)
      renderWithProps(this, {
        schema: demo.schema,
        Demo: demo.Demo,
        attributeValues: this.#settings.values,
        loadError: null,
      })
    }

    #showLoadError() {
      const message = demo.error?.message || "unknown error"
      // One warning per element and failure kind, however often the reader retries.
      this.#warnOnce(
        `<${tag}>: the demo's code could not be loaded (${message}). The element shows a Retry button; the rest of the page is unaffected.`,
      )
      renderWithProps(this, { loadError: message })
    }

    #warnOnce(message: string) {
      if (this.#warned.has(message)) return
      this.#warned.add(message)
      console.warn(message)
    }
  }

  return DemoElement
}
