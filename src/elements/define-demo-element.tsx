import r2wc from "@r2wc/react-to-web-component"
import { lazy, useInsertionEffect, useMemo } from "react"
import { demoTag, type CatalogEntry } from "../catalog"
import { useDemoEnvironment } from "../components/kit/demo-environment"
import { DemoHost } from "../components/kit/demo-host"
import type { DemoModule, DemoProps } from "../components/kit/demo-types"
import type { ControlSchema } from "../components/kit/controls"
import kitCss from "../components/kit/kit.css?inline"
import { attributeKeys, describeProblem, readAttribute } from "./attribute-values"
import baseCss from "./base.css?inline"
import {
  createDispatchingInspector,
  nonDefaultAttributes,
  type ControlsChangeDetail,
} from "./state-events"
import { adoptSheets, sharedSheet } from "./stylesheets"

// r2wc keeps its props and render hook under these registered symbols. We read attributes
// ourselves because r2wc skips empty and removed ones: `<demo-x disabled>` must mean true,
// and removing an attribute must restore the default.
const R2WC_PROPS: unique symbol = Symbol.for("r2wc.props")
const R2WC_RENDER: unique symbol = Symbol.for("r2wc.render")

interface R2wcElement extends HTMLElement {
  container: ShadowRoot
  [R2WC_PROPS]: Record<string, unknown>
  [R2WC_RENDER](): void
  attributeChangedCallback?(name: string, previous: string | null, next: string | null): void
}

/** Boolean attribute of every demo element: hides the Controls/Visualizer panel. */
export const NO_TOOLBAR = "no-toolbar"

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
    const environment = useMemo(
      () => ({
        getRootNode: () => container,
        logPrefix: `<${tag}>`,
        inspector: createDispatchingInspector(() => container.host as HTMLElement),
      }),
      [container],
    )
    return (
      <DemoHost
        slug={entry.slug}
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

  const propTypes = Object.fromEntries(Object.keys(entry.controls).map((key) => [key, "string"]))
  const Base = r2wc(DemoElementRoot, {
    shadow: "open",
    props: propTypes as never,
  }) as unknown as new () => R2wcElement

  return class DemoElement extends Base {
    #values: Record<string, unknown> = {}
    #warned = new Set<string>()

    static get observedAttributes(): string[] {
      return [...keys.keys(), NO_TOOLBAR]
    }

    constructor() {
      super()
      adoptSheets(this.container, sharedSheet("base", baseCss), sharedSheet("kit", kitCss))
    }

    override attributeChangedCallback(name: string, _previous: string | null, raw: string | null) {
      if (name === NO_TOOLBAR) {
        // A boolean attribute: present means hidden, as `hidden` does; "false" reads as absent.
        this[R2WC_PROPS].hideToolbar = raw !== null && raw !== "false"
        return this[R2WC_RENDER]()
      }
      const key = keys.get(name)
      if (!key) return
      const { value, problem } = readAttribute(entry.controls, key, raw)
      if (problem && !this.#warned.has(`${name}=${raw}`)) {
        this.#warned.add(`${name}=${raw}`)
        console.warn(describeProblem(tag, problem))
      }
      const next = { ...this.#values }
      if (value === undefined) delete next[key]
      else next[key] = value
      this.#values = next
      const props = this[R2WC_PROPS]
      props[key] = value
      props.attributeValues = next
      this[R2WC_RENDER]()
    }
  }
}
