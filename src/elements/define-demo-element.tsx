import { lazy, useInsertionEffect, useMemo } from "react"
import { demoTag, type CatalogEntry } from "../catalog"
import { createDemoLog } from "../components/kit/demo-log"
import { useDemoEnvironment } from "../components/kit/demo-environment"
import { DemoHost } from "../components/kit/demo-host"
import type { DemoModule, DemoProps } from "../components/kit/demo-types"
import type { ControlSchema } from "../components/kit/controls"
import kitCss from "../components/kit/kit.css?inline"
import { themeTokensCss } from "../components/kit/theme-tokens"
import { attributeKeys, describeProblem, readAttribute } from "./attribute-values"
import baseCss from "./base.css?inline"
import { isOn, LOG, NO_TOOLBAR, THEME } from "./element-attributes"
import type { DemoLogDetail } from "./event-types"
import { toJson } from "./json-snapshot"
import { reactElementClass, renderWithProps } from "./r2wc-internals"
import {
  createDispatchingInspector,
  nonDefaultAttributes,
  type ControlsChangeDetail,
} from "./state-events"
import { adoptSheets, sharedSheet } from "./stylesheets"
import { pageScheme, THEMES, watchPageScheme, type Theme } from "./theme-scheme"

export { NO_TOOLBAR }

interface RootProps {
  container: ShadowRoot
  attributeValues?: Record<string, unknown>
  hideToolbar?: boolean
}

const NO_VALUES: Record<string, unknown> = {}

/**
 * Wraps a loaded demo so its widget sheet is adopted by the shadow root it renders in,
 * before the first paint (an insertion effect), so the widget never shows unstyled.
 */
function withWidgetStyles(slug: string, module: DemoModule) {
  const { default: Widget, styles } = module
  function StyledDemo(props: DemoProps<ControlSchema>) {
    const { getRootNode } = useDemoEnvironment()
    useInsertionEffect(() => {
      const root = getRootNode()
      if (styles && root instanceof ShadowRoot) adoptSheets(root, sharedSheet(slug, styles))
    }, [getRootNode])
    return <Widget {...props} />
  }
  return { default: StyledDemo }
}

/** Builds the custom element class of one catalog demo (not registered: see register.ts). */
export function createDemoElement(entry: CatalogEntry): CustomElementConstructor {
  const tag = demoTag(entry.slug)
  const keys = attributeKeys(entry.controls)

  const Demo = lazy(async () => withWidgetStyles(entry.slug, await entry.load()))

  function DemoElementRoot({ container, attributeValues = NO_VALUES, hideToolbar }: RootProps) {
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
    return (
      <DemoHost
        schema={entry.controls}
        Demo={Demo}
        attributeValues={attributeValues}
        environment={environment}
        hideToolbar={hideToolbar}
        onControlsChange={(values) =>
          container.host.dispatchEvent(
            new CustomEvent<ControlsChangeDetail>("controlschange", {
              bubbles: true,
              composed: true,
              detail: { values: nonDefaultAttributes(entry.controls, values) },
            }),
          )
        }
      />
    )
  }

  const Base = reactElementClass(DemoElementRoot, Object.keys(entry.controls))

  return class DemoElement extends Base {
    #values: Record<string, unknown> = {}
    #warned = new Set<string>()
    #theme: Theme = "auto"
    #internals = this.attachInternals()
    #stopWatchingPage: (() => void) | null = null

    static get observedAttributes(): string[] {
      return [...keys.keys(), NO_TOOLBAR, THEME]
    }

    constructor() {
      super()
      adoptSheets(
        this.container,
        sharedSheet("base", baseCss),
        sharedSheet("tokens", themeTokensCss()),
        sharedSheet("kit", kitCss),
      )
    }

    override connectedCallback() {
      super.connectedCallback?.()
      this.#stopWatchingPage = watchPageScheme(() => this.#applyScheme())
      this.#applyScheme()
    }

    override disconnectedCallback() {
      super.disconnectedCallback?.()
      this.#stopWatchingPage?.()
      this.#stopWatchingPage = null
    }

    override attributeChangedCallback(name: string, _previous: string | null, raw: string | null) {
      if (name === NO_TOOLBAR) return renderWithProps(this, { hideToolbar: isOn(raw) })
      if (name === THEME) return this.#readTheme(raw)
      const key = keys.get(name)
      if (!key) return
      const { value, problem } = readAttribute(entry.controls, key, raw)
      if (problem) this.#warnOnce(describeProblem(tag, problem))
      const next = { ...this.#values }
      if (value === undefined) delete next[key]
      else next[key] = value
      this.#values = next
      renderWithProps(this, { [key]: value, attributeValues: next })
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
}
