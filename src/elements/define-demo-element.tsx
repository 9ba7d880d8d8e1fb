import { useMemo, type ComponentType } from "react"
import { demoTag } from "../demo-tag"
import type { ControlSchema } from "../components/kit/runtime/controls"
import { createDemoLog } from "../components/kit/runtime/demo-log"
import { DemoHost } from "../components/kit/runtime/demo-host"
import type { DemoProps } from "../components/kit/runtime/demo-types"
import kitCss from "../components/kit/parts/kit.css?inline"
import { themeTokensCss } from "../components/kit/runtime/theme-tokens"
import { preloadToolbarPanel } from "../components/kit/runtime/use-toolbar-panel"
import { attributeKeys, describeProblem, readAttribute } from "../components/kit/runtime/settings"
import baseCss from "./base.css?inline"
import { toJson } from "../components/kit/runtime/json-value"
import type { DemoDefinition, LoadedDemo } from "./demo-definition"
import { isOn, LOG, NO_TOOLBAR, THEME } from "./element-attributes"
import type { DemoLogDetail, DemoMachineInfo } from "./event-types"
import { machineInfoOf } from "./machine-info"
import { reactElementClass, renderWithProps, setProps } from "./r2wc-internals"
import {
  createDispatchingInspector,
  nonDefaultAttributes,
  type ControlsChangeDetail,
} from "./state-events"
import { adoptSheets, sharedSheet, useAdoptedSheet } from "../components/kit/runtime/stylesheets"
import { pageScheme, THEMES, watchPageScheme, type Theme } from "./theme-scheme"

type DemoComponent = ComponentType<DemoProps<ControlSchema>>

interface RootProps {
  container: ShadowRoot
  /** Null until the demo's schema has arrived (the all-demos entry loads it on connect). */
  schema?: ControlSchema | null
  /** Null until the demo's code has arrived. */
  Demo?: DemoComponent | null
  attributeValues?: Record<string, unknown>
  hideToolbar?: boolean
}

const NO_VALUES: Record<string, unknown> = {}

/**
 * Wraps a loaded demo so its widget sheet is adopted by the shadow root it renders in,
 * before the first paint (an insertion effect), so the widget never shows unstyled.
 */
function withWidgetStyles(slug: string, module: LoadedDemo): DemoComponent {
  const { default: Widget, styles } = module
  return function StyledDemo(props: DemoProps<ControlSchema>) {
    useAdoptedSheet(slug, styles)
    return <Widget {...props} />
  }
}

/** Stands in for a demo whose code could not load: rendering it reaches the error boundary. */
function failingDemo(error: unknown): DemoComponent {
  return function FailedDemo() {
    throw error
  }
}

/** What the stage shows while a demo's schema and code are on their way. */
function Loading() {
  return (
    <div className="sb-demo" part="demo">
      <div className="sb-stage" part="stage">
        <p role="status" data-sb-loading="">
          Loading demo…
        </p>
      </div>
    </div>
  )
}

/** Builds the custom element class of one demo (not registered: see register.ts). */
export function createDemoElement(definition: DemoDefinition): CustomElementConstructor {
  const tag = demoTag(definition.slug)
  const settingAttributes = new Set(definition.attributes)
  let schema = definition.loaded?.controls ?? definition.controls ?? null
  // The demo renders as a plain component once its module is here, never through
  // React.lazy: a Suspense fallback that has been shown holds the content back for up to
  // 300 ms (React's reveal throttle), which a per-demo entry, whose code came with it,
  // would pay for nothing.
  let Demo: DemoComponent | null = definition.loaded
    ? withWidgetStyles(definition.slug, definition.loaded)
    : null
  let loading: Promise<void> | null = null
  const loadDemo = () =>
    (loading ??= definition.load().then(
      (module) => {
        schema = module.controls
        Demo = withWidgetStyles(definition.slug, module)
      },
      (error: unknown) => {
        // The demo's error box shows it (a chunk that failed to download, say).
        schema ??= {}
        Demo = failingDemo(error)
      },
    ))

  function DemoElementRoot(props: RootProps) {
    const { container, schema, Demo, attributeValues = NO_VALUES, hideToolbar } = props
    const environment = useMemo(() => {
      const host = container.host as HTMLElement
      return {
        getRootNode: () => container,
        logPrefix: `<${tag}>`,
        // Quiet in the host's console unless asked: lines go to the Visualizer and to events.
        log: createDemoLog((message, details) => {
          host.dispatchEvent(
            new CustomEvent<DemoLogDetail>("demolog", {
              bubbles: true,
              composed: true,
              detail: { message, details: details.map(toJson) },
            }),
          )
          if (isOn(host.getAttribute(LOG))) console.log(`<${tag}> ${message}`, ...details)
        }),
        inspector: createDispatchingInspector(() => host),
      }
    }, [container])
    if (!schema || !Demo) return <Loading />
    return (
      <DemoHost
        slug={definition.slug}
        schema={schema}
        Demo={Demo}
        attributeValues={attributeValues}
        environment={environment}
        hideToolbar={hideToolbar}
        onControlsChange={(values) =>
          container.host.dispatchEvent(
            new CustomEvent<ControlsChangeDetail>("controlschange", {
              bubbles: true,
              composed: true,
              detail: { values: nonDefaultAttributes(schema, values) },
            }),
          )
        }
      />
    )
  }

  const Base = reactElementClass(DemoElementRoot, [])

  class DemoElement extends Base {
    /** Setting attributes as written, kept until the schema can read them. */
    #raw = new Map<string, string | null>()
    /** Whether this element's React root has the loaded demo (not only the loading text). */
    #rendersDemo = false
    #values: Record<string, unknown> = {}
    #warned = new Set<string>()
    #theme: Theme = "auto"
    #internals = this.attachInternals()
    #stopWatchingPage: (() => void) | null = null

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
      setProps(this, { schema, Demo })
      this.#rendersDemo = Demo !== null
    }

    override connectedCallback() {
      // Fetched beside the demo, so the toolbar is usually there for the first render.
      if (!isOn(this.getAttribute(NO_TOOLBAR))) void preloadToolbarPanel()
      // Made before another element of this tag loaded the demo: catch up before rendering.
      if (Demo && !this.#rendersDemo) this.#readAllSettings(schema!, false)
      super.connectedCallback?.()
      this.#stopWatchingPage = watchPageScheme(() => this.#applyScheme())
      this.#applyScheme()
      if (!Demo) void loadDemo().then(() => this.#readAllSettings(schema!))
    }

    override disconnectedCallback() {
      super.disconnectedCallback?.()
      this.#stopWatchingPage?.()
      this.#stopWatchingPage = null
    }

    /** The demo's machine: states, transitions, current state and coverage (see docs/embedding.md). */
    get machineInfo(): DemoMachineInfo | null {
      return machineInfoOf(this)
    }

    override attributeChangedCallback(name: string, _previous: string | null, raw: string | null) {
      if (name === NO_TOOLBAR) return renderWithProps(this, { hideToolbar: isOn(raw) })
      if (name === THEME) return this.#readTheme(raw)
      if (!settingAttributes.has(name)) return
      this.#raw.set(name, raw)
      if (!schema) return
      this.#readSetting(schema, name, raw)
      renderWithProps(this, { attributeValues: this.#values })
    }

    /** Once a lazily loaded demo is here: every attribute written so far, then a render. */
    #readAllSettings(loaded: ControlSchema, render = true) {
      for (const [name, raw] of this.#raw) this.#readSetting(loaded, name, raw)
      const props = { schema: loaded, Demo, attributeValues: this.#values }
      if (render) renderWithProps(this, props)
      else setProps(this, props)
      this.#rendersDemo = true
    }

    // Each setting is also a camelCase property (`element.closeOnSelect = true`), which is
    // what React 19 sets for JSX props: writing one writes the attribute, the one source.
    static {
      for (const name of settingAttributes)
        Object.defineProperty(this.prototype, propertyName(name), {
          configurable: true,
          enumerable: true,
          get(this: DemoElement) {
            return this.#readProperty(name)
          },
          set(this: DemoElement, value: unknown) {
            if (value === null || value === undefined) this.removeAttribute(name)
            else this.setAttribute(name, String(value))
          },
        })
    }

    /** A setting's value, or the attribute as written while the schema is on its way. */
    #readProperty(name: string): unknown {
      if (!schema) return this.getAttribute(name) ?? undefined
      const key = attributeKeys(schema).get(name)!
      return key in this.#values ? this.#values[key] : schema[key]!.defaultValue
    }

    #readSetting(loaded: ControlSchema, name: string, raw: string | null) {
      const key = attributeKeys(loaded).get(name)
      if (!key) return
      const { value, problem } = readAttribute(loaded, key, raw)
      if (problem) this.#warnOnce(describeProblem(tag, problem))
      const next = { ...this.#values }
      if (value === undefined) delete next[key]
      else next[key] = value
      this.#values = next
    }

    #warnOnce(message: string) {
      if (this.#warned.has(message)) return
      this.#warned.add(message)
      console.warn(message)
    }

    #readTheme(raw: string | null) {
      const valid = raw === null || (THEMES as readonly string[]).includes(raw)
      if (!valid)
        this.#warnOnce(
          `<${tag}>: invalid ${THEME}="${raw}" (expected one of ${THEMES.join(", ")}); using the default auto.`,
        )
      this.#theme = valid && raw !== null ? (raw as Theme) : "auto"
      if (this.isConnected) this.#applyScheme()
    }

    /** Marks the element light or dark (`:state(dark)`); its sheets pick colours from that. */
    #applyScheme() {
      const scheme = this.#theme === "auto" ? pageScheme(this) : this.#theme
      const other = scheme === "dark" ? "light" : "dark"
      try {
        this.#internals.states.delete(other)
        this.#internals.states.add(scheme)
      } catch {
        // Browsers without custom states keep the light colours.
      }
    }
  }

  return DemoElement
}

/** `close-on-select` -> `closeOnSelect`. */
const propertyName = (attribute: string) =>
  attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
