import kitCss from "../../components/kit/parts/kit.css?inline"
import type { DemoEnvironment } from "../../components/kit/runtime/demo-environment"
import { demoSettings, type DemoSettings } from "../../components/kit/runtime/settings"
import { adoptSheets, sharedSheet } from "../../components/kit/runtime/stylesheets"
// Raw, not ?inline: Vite's CSS minifier would rewrite light-dark() into variables nothing sets.
import themeTokensCss from "../../components/kit/runtime/theme-tokens.css?raw"
import { LOADING, NO_TOOLBAR, THEME } from "../api/element-api"
import type { ReplayOptions } from "../api/event-types"
import type { DemoDefinition } from "../define/demo-definition"
import type { ElementControl, ShellElement } from "../define/element-class"
import baseCss from "./base.css?inline"
import {
  accessibilityDescriber,
  elementReplayer,
  eventExtras,
  keyTriedEvents,
  machineDescriber,
} from "./deferred-extras"
import type { DeferredModule } from "./deferred-module"
import { demoLoader, type DemoLoader } from "./demo-loader"
import { DemoStart } from "./demo-start"
import { dispatchControlsChange, elementEnvironment } from "./element-events"
import { readFlag } from "./element-options"
import { ElementTheme } from "./element-theme"

/** The custom state an element takes once its box has its full height (see scripts/reserve/reserve-css.ts). */
const SETTLED = "settled"

const EXTRAS_FAILED = (tag: string) =>
  `<${tag}>: the code behind its events, machineInfo and accessibilityInfo could not be loaded; the demo itself works.`

/**
 * What a describer answers (`machineInfo`, `accessibilityInfo`): null until its chunk is here,
 * which a first read starts fetching (`await element.ready` waits for both).
 */
function described<M, T>(module: DeferredModule<M>, read: (loaded: M) => T): T | null {
  const loaded = module.current()
  if (loaded) return read(loaded)
  module.load().catch(() => {}) // Stays null; the next read tries again.
  return null
}

/**
 * One loader per demo, and per variant (the element hands over its variant's definition:
 * define/variant-choice.ts), shared by every element of its tag.
 */
const loaders = new WeakMap<DemoDefinition, DemoLoader>()

function loaderOf(definition: DemoDefinition): DemoLoader {
  let loader = loaders.get(definition)
  if (!loader) loaders.set(definition, (loader = demoLoader(definition)))
  return loader
}

/** Each element's control, for the page that hosts it (the showcase hands it settings). */
const controls = new WeakMap<Element, DemoControl>()

export const controlOf = (element: Element) => controls.get(element)

/** The inspector of the demo an element shows, once it has mounted (the tests read it). */
export const inspectorOf = (element: Element) => controls.get(element)?.environment?.inspector

/**
 * What one demo element does once the element runtime is here (the element itself is
 * define/element-class.ts, defined before). It puts together the demo's loader
 * (demo-loader.tsx), when it starts (demo-start.ts), its React root (element-root.tsx,
 * through the element's `render`), its settings (the kit's `DemoSettings`, which attributes,
 * the Controls tab and the host page write), its events (element-events.ts) and its theme
 * (element-theme.ts).
 */
export class DemoControl implements ElementControl {
  readonly #element: ShellElement
  readonly #tag: string
  /** What it shows (the demo, or one of its variants) and the loader of its code. */
  #definition: DemoDefinition
  #demo: DemoLoader
  /** Its demo has been asked to show (near the viewport, eager, or awaited). */
  #booted = false
  readonly #warn: (message: string) => void
  readonly settings: DemoSettings
  /** The environment of the root's current mount: its inspector answers `machineInfo` and `replay()`. */
  environment: DemoEnvironment | null = null
  #internals: ElementInternals
  #theme: ElementTheme
  #start: DemoStart

  constructor(element: ShellElement, definition: DemoDefinition) {
    this.#element = element
    this.#tag = element.localName
    this.#definition = definition
    const demo = (this.#demo = loaderOf(definition))
    const warn = (this.#warn = (message: string) => element.warn(message))
    this.settings = demoSettings(this.#tag, warn, (values) =>
      dispatchControlsChange(element, this.#demo.schema!, values),
    )
    if (demo.schema) this.settings.read(demo.schema)
    this.#internals = element.attachInternals()
    this.#theme = new ElementTheme(element, this.#internals, warn)
    this.#start = new DemoStart(element, () => this.#boot(), warn)
    controls.set(element, this)
    adoptSheets(
      element.container,
      sharedSheet("base", baseCss),
      sharedSheet("tokens", themeTokensCss),
      sharedSheet("kit", kitCss),
    )
    element.render(
      {
        slug: definition.slug,
        schema: demo.schema,
        Demo: null,
        settings: this.settings,
        newEnvironment: () => (this.environment = elementEnvironment(element)),
        // Events wait for their JSON code; a failure to fetch it leaves them unsent, not the demo.
        onRunning: () => {
          this.#start.running()
          eventExtras.load().then(
            ({ watchKeys }) =>
              // A variant runs its demo's machine: the demo's keyboard map holds its keys.
              watchKeys(element, element.container, definition.slug, keyTriedEvents),
            () => this.#element.warn(EXTRAS_FAILED(this.#tag)),
          )
        },
        // `:state(settled)`: the page's reserved height (reserve.css) gives way to the real one.
        onSettled: () => this.#internals.states.add(SETTLED),
      },
      true,
    )
  }

  connected() {
    this.#theme.connect()
    this.#start.connect()
  }

  disconnected() {
    this.#theme.disconnect()
    this.#start.disconnect()
  }

  moved() {
    // Its new surroundings may have another colour scheme.
    this.#theme.disconnect()
    this.#theme.connect()
  }

  attributeChanged(name: string, raw: string | null) {
    const element = this.#element
    if (name === NO_TOOLBAR)
      return element.render({ hideToolbar: readFlag(element, name, raw, this.#warn) })
    if (name === THEME) return this.#theme.read(raw)
    if (name === LOADING) return this.#start.read(raw)
    // The others the element observes are its demo's settings.
    this.settings.attribute(name, raw)
  }

  property(name: string): unknown {
    return this.settings.property(name)
  }

  get ready(): Promise<void> {
    return this.#start.ready().then(() =>
      Promise.all([
        machineDescriber.load(),
        accessibilityDescriber.load(),
        // `machineInfo` reads the steps and coverage, recorded once the recorder is here.
        this.environment?.inspector.recorded(),
      ]).then(
        () => undefined,
        () => this.#element.warn(EXTRAS_FAILED(this.#tag)),
      ),
    )
  }

  get machineInfo() {
    const inspector = this.environment?.inspector
    return described(machineDescriber, (loaded) =>
      inspector ? loaded.machineInfoOf(inspector) : null,
    )
  }

  get accessibilityInfo() {
    return described(accessibilityDescriber, (loaded) =>
      loaded.describeAccessibility(this.#element.container),
    )
  }

  replay(step?: number | "live", options?: ReplayOptions) {
    return elementReplayer
      .load()
      .then(({ replayElement }) =>
        replayElement(this.#tag, this.environment?.inspector, step, options),
      )
  }

  /**
   * The element chose another variant (or the demo itself): once started, it fetches that
   * code if need be and shows it under its own schema, in a fresh mount (element-root.tsx):
   * another scenario starts from its first state.
   */
  show(definition: DemoDefinition) {
    if (definition === this.#definition) return
    this.#definition = definition
    this.#demo = loaderOf(definition)
    if (this.#booted) this.#boot()
  }

  /** Near the viewport (or eager, or asked for `ready`): fetch the code if need be, then show it. */
  #boot() {
    this.#booted = true
    const demo = this.#demo
    if (demo.Demo) return this.#showDemo()
    void demo.load().then(() => {
      // Another variant was chosen meanwhile: its own boot shows it.
      if (demo !== this.#demo) return
      if (demo.Demo) this.#showDemo()
      else this.#showLoadError()
    })
  }

  /** Once the demo is here: every attribute written so far, then a render. */
  #showDemo() {
    const demo = this.#demo
    this.settings.read(demo.schema!)
    this.#element.clearLoadFailure()
    this.#element.render({
      slug: this.#definition.slug,
      schema: demo.schema,
      Demo: demo.Demo,
      failed: false,
    })
  }

  #showLoadError() {
    this.#element.render({ failed: true })
    // It warns once per element and failure kind, however often the reader retries.
    this.#element.showLoadFailure(this.#demo.error?.message || "unknown error", () => this.#boot())
  }
}
