import r2wc, { type R2WCRenderer } from "@r2wc/core"
import type { DemoDefinition } from "./demo-definition"
import type { ShownVariant } from "./variant-choice"
import type {
  DemoAccessibilityInfo,
  DemoElementApi,
  DemoMachineInfo,
  ReplayOptions,
  ReplayResult,
} from "../api/event-types"

/*
 * The custom element of a demo, defined the moment an entry runs: `ready`, `machineInfo`,
 * `replay()` and the settings' properties exist as soon as `import "statebook-elements"`
 * resolves, before any of the demo's code has arrived. It is r2wc's element (@r2wc/core, on
 * which @r2wc/react-to-web-component is built), rendering through the element runtime's
 * React renderer (element-runtime.ts), which arrives with React and takes each element over
 * through the `ElementControl` it returns. Until then, and if the runtime cannot be fetched,
 * the element waits, or says so with a Retry.
 *
 * Each entry carries its own copy of this file and of @r2wc/core (scripts/catalog/generators/library-entries.ts):
 * a chunk shared by the entries would be one more round trip before anything shows. So it
 * imports nothing else (types aside), and stays small.
 */

/**
 * The options every demo element observes besides its settings, by name: api/element-api.ts
 * lists them (`log` is read as the demo logs). Written out here, since only bare imports get
 * the entry's own copy: a test holds the two to the same names.
 */
export const ELEMENT_ATTRIBUTES = ["no-toolbar", "theme", "loading"]

/** `variant`, observed by the elements of demos that have variants (api/element-api.ts). */
const VARIANT_ATTRIBUTE = "variant"

/** The names, and `variant` where the definition's demo has variants. */
const andVariant = (names: readonly string[], definition: DemoDefinition) =>
  definition.chooseVariant ? [...names, VARIANT_ATTRIBUTE] : names

/** Every attribute an element of this definition observes. */
const observedBy = (definition: DemoDefinition) =>
  andVariant([...definition.attributes, ...ELEMENT_ATTRIBUTES], definition)

/** What the element runtime does for one element; the element forwards to it. */
export interface ElementControl extends DemoElementApi {
  connected(): void
  disconnected(): void
  /** Moved with `moveBefore`, without leaving the page. */
  moved(): void
  attributeChanged(name: string, raw: string | null): void
  /** A setting's value, as its property returns it. */
  property(name: string): unknown
  /** Shows another of the demo's variants (its definition), or the demo itself (its own). */
  show(definition: DemoDefinition): void
}

/** The element runtime: React's renderer for r2wc, and each element's control. */
export interface ElementRuntime {
  renderer: R2WCRenderer<object, unknown>
  control(element: ShellElement, definition: DemoDefinition): ElementControl
}

/** An element as the runtime sees it. */
export interface ShellElement extends HTMLElement {
  /** The open shadow root r2wc renders into. */
  container: ShadowRoot
  /** Sets props of the element's React root, and renders it unless `later`. */
  render(props: object, later?: boolean): void
  /** Warns in the console, once per message and element. */
  warn(message: string): void
  /** Says the demo's code could not be fetched (and warns), with a Retry that calls `retry`. */
  showLoadFailure(message: string, retry: () => void): void
  clearLoadFailure(): void
}

/** r2wc's element class, as ours extends it. */
type R2wcElementClass = new () => HTMLElement & {
  container: ShadowRoot
  connectedCallback(): void
  disconnectedCallback(): void
}

/*
 * Where r2wc keeps an element's props and its render hook: the element hands settings to its
 * React root there, since it reads attributes itself (r2wc skips empty and removed ones, and
 * `<demo-x disabled>` must mean true). test/browser/r2wc-internals.test.tsx fails loudly if
 * an r2wc release moves them.
 */
const R2WC_PROPS = Symbol.for("r2wc.props")
const R2WC_RENDER = Symbol.for("r2wc.render")

/** `close-on-select` -> `closeOnSelect`. */
const propertyName = (attribute: string) =>
  attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/** The attributes that are also properties: the settings, and `variant` where there are variants. */
const propertiesOf = (definition: DemoDefinition) => andVariant(definition.attributes, definition)

/** An element with attributes and children (text or elements): never markup from a string. */
function make(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]) {
  const element = document.createElement(tag)
  for (const name in attributes) element.setAttribute(name, attributes[name]!)
  element.append(...children)
  return element
}

/**
 * Defines `<demo-<slug>>` for each definition, with the runtime here already (the showcase,
 * tests) or on its way (the entries). Where there is no DOM (Node during server rendering)
 * it does nothing; a tag already defined (the bundle loaded twice) is left alone.
 */
export function defineDemoShells(
  definitions: readonly DemoDefinition[],
  source: ElementRuntime | (() => Promise<ElementRuntime>),
) {
  if (typeof customElements === "undefined" || typeof HTMLElement === "undefined") return
  let runtime: ElementRuntime | null = null
  let loading: Promise<ElementRuntime> | null = null
  // r2wc's renderer: the runtime's own once it is here. r2wc renders only once the runtime
  // has taken the element over (see connectedCallback), and reads the renderer then.
  const renderer = {} as R2WCRenderer<object, unknown>
  const arrived = (loaded: ElementRuntime) => {
    Object.assign(renderer, loaded.renderer)
    return (runtime = loaded)
  }
  if (typeof source !== "function") arrived(source)
  /** Elements made before the runtime came (or whose runtime failed), taken over when it comes. */
  const waiting = new Set<DemoShell>()
  // One fetch at a time; after a failure the next call fetches again (browsers fetch a module
  // whose fetch failed anew).
  const bring = () =>
    (loading ??= (source as () => Promise<ElementRuntime>)().then(arrived, (error: unknown) => {
      loading = null
      throw error
    })).then(
      (loaded) => waiting.forEach((element) => element.takeOver(loaded)),
      (error: unknown) =>
        waiting.forEach((element) =>
          element.showLoadFailure(error instanceof Error ? error.message : String(error), bring),
        ),
    )
  const Base = r2wc(null as never, { shadow: "open", props: [] }, renderer) as R2wcElementClass

  class DemoShell extends Base implements ShellElement, DemoElementApi {
    #control: ElementControl | null = null
    /** The variant the `variant` attribute picked; none: the demo itself. */
    #variant: ShownVariant<DemoDefinition> | null = null
    #failure: HTMLElement | null = null
    #warned = new Set<string>()
    #resolveTakenOver!: () => void
    #takenOver = new Promise<void>((resolve) => (this.#resolveTakenOver = resolve))

    /**
     * r2wc attaches the element's shadow root as it constructs it. A server-rendered element
     * (declarative shadow DOM) has one already, which attaching would empty: it keeps it, and
     * the runtime hydrates what it holds (element-runtime.ts).
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init)
    }

    constructor(readonly definition: DemoDefinition) {
      super()
      // The browser reports the attributes and the connection of an element it constructs.
      if (runtime) this.takeOver(runtime, true)
      else {
        waiting.add(this)
        void bring()
      }
    }

    /** The runtime is here: it takes the element over, with every attribute written so far. */
    takeOver(loaded: ElementRuntime, constructing?: boolean) {
      waiting.delete(this)
      this.clearLoadFailure()
      const control = (this.#control = loaded.control(this, this.#shown()))
      if (!constructing) {
        // `variant` is the element's own (attributeChangedCallback): the runtime shows its pick.
        for (const name of [...this.definition.attributes, ...ELEMENT_ATTRIBUTES])
          if (this.hasAttribute(name)) control.attributeChanged(name, this.getAttribute(name))
        if (this.isConnected) this.connectedCallback()
      }
      this.#resolveTakenOver()
    }

    render(props: object, later?: boolean) {
      const self = this as unknown as Record<symbol, object & (() => void)>
      Object.assign(self[R2WC_PROPS]!, props)
      if (!later) self[R2WC_RENDER]!.call(this)
    }

    /**
     * What the box shows when the demo's code, or the runtime, could not be fetched (offline,
     * a blocked or missing chunk): what happened and a Retry button, which fetches it again.
     * Plain DOM, since React may be what is missing; the kit's sheet styles it once it is
     * here. It stays while a retry is on its way, so focus stays on the button if that fails too.
     */
    warn(message: string) {
      if (!this.#warned.has(message)) console.warn(message)
      this.#warned.add(message)
    }

    showLoadFailure(message: string, retry: () => void) {
      this.warn(
        `<${this.localName}>: its code could not be loaded (${message}); it shows a Retry button.`,
      )
      if (this.#failure) return
      const button = make("button", { type: "button" }, "Retry")
      button.onclick = retry
      this.container.append(
        (this.#failure = make(
          "div",
          { class: "sb-demo-error", role: "alert" },
          make("strong", {}, "This demo could not load."),
          make(
            "p",
            {},
            `Its code did not arrive (${message}). Check the connection, then try again.`,
          ),
          button,
        )),
      )
    }

    clearLoadFailure() {
      this.#failure?.remove()
      this.#failure = null
    }

    override connectedCallback() {
      // Properties a script set before the tag was defined hide the accessors: set them again.
      for (const name of propertiesOf(this.definition)) {
        const property = propertyName(name)
        if (!Object.hasOwn(this, property)) continue
        const value = (this as unknown as Record<string, unknown>)[property]
        delete (this as unknown as Record<string, unknown>)[property]
        ;(this as unknown as Record<string, unknown>)[property] = value
      }
      if (!this.#control) return this.#fetchAheadIfNear()
      super.connectedCallback()
      this.#control.connected()
    }

    /**
     * The head start, while the runtime is on its way: an element that connects no further
     * than half a viewport below the viewport (the runtime's own rule; a page opens at its
     * top) requests the code of what it shows (the demo, or its variant) beside the runtime,
     * whose own ask then finds it fetched. A page of thirty demos fetches the code of the few
     * its reader sees first; the rest is fetched as the reader nears it (an eager element
     * further down, when the runtime starts it). A failure here is the runtime's to report
     * when it asks again.
     */
    #fetchAheadIfNear() {
      if (this.getBoundingClientRect().top < innerHeight * 1.5)
        this.#shown()
          .load()
          .catch(() => {})
    }

    override disconnectedCallback() {
      this.#control?.disconnected()
      // A move to another parent (appendChild, insertBefore, a framework's keyed reorder, a
      // teleport) disconnects and connects again in the same task: the React root stays, and
      // with it the widget's state, its history and the open tab. An element still out of
      // the page a task later was removed, and its root is unmounted.
      setTimeout(() => {
        if (!this.isConnected) super.disconnectedCallback()
      })
    }

    /** `moveBefore` (where the browser has it) moves the element without disconnecting it. */
    connectedMoveCallback() {
      this.#control?.moved()
    }

    attributeChangedCallback(name: string, _previous: string | null, raw: string | null) {
      // The element picks its variant itself: the runtime is handed what to show.
      if (name === VARIANT_ATTRIBUTE && this.definition.chooseVariant) {
        this.#variant = this.definition.chooseVariant(this, raw)
        return this.#control?.show(this.#shown())
      }
      this.#control?.attributeChanged(name, raw)
    }

    /** What the runtime shows: the chosen variant's definition, or the demo's own. */
    #shown() {
      return this.#variant?.definition ?? this.definition
    }

    /** A setting's property: its value once the runtime reads settings, else the attribute's text. */
    setting(name: string): unknown {
      if (name === VARIANT_ATTRIBUTE) return this.#variant?.name ?? "basic"
      return this.#control ? this.#control.property(name) : (this.getAttribute(name) ?? undefined)
    }

    // The members of DemoElementApi (api/event-types.ts says what each does), forwarded to the
    // runtime: while it is on its way (or waits for a Retry), `ready` and `replay()` wait for it.

    get ready(): Promise<void> {
      return this.#takenOver.then(() => this.#control!.ready)
    }

    get machineInfo(): DemoMachineInfo | null {
      return this.#control?.machineInfo ?? null
    }

    get accessibilityInfo(): DemoAccessibilityInfo | null {
      return this.#control?.accessibilityInfo ?? null
    }

    replay(step?: number | "live", options?: ReplayOptions): Promise<ReplayResult | null> {
      return this.#takenOver.then(() => this.#control!.replay(step, options))
    }
  }

  for (const definition of definitions) {
    const tag = `demo-${definition.slug}`
    if (customElements.get(tag)) continue
    class DemoElement extends DemoShell {
      static observedAttributes = observedBy(definition)
      constructor() {
        super(definition)
      }
    }
    // Each setting is also a camelCase property (`element.closeOnSelect = true`), as React 19
    // sets JSX props: writing one writes the attribute, the one source of truth. So is
    // `variant`, for a demo that has variants.
    for (const name of propertiesOf(definition))
      Object.defineProperty(DemoElement.prototype, propertyName(name), {
        configurable: true,
        enumerable: true,
        get(this: DemoShell) {
          return this.setting(name)
        },
        set(this: HTMLElement, value: unknown) {
          if (value === null || value === undefined) this.removeAttribute(name)
          else this.setAttribute(name, String(value))
        },
      })
    customElements.define(tag, DemoElement)
  }
}
