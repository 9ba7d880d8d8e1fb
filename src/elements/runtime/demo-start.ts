import { LOADING, LOADING_MODES, type LoadingMode } from "../api/element-api"
import { readChoice } from "./element-options"
import { whenNearViewport } from "../../components/kit/runtime/near-viewport"

/**
 * When one element's demo starts, and the `ready` promise that tells it ran. With
 * `loading="lazy"` (the default) an element waits until it comes near the viewport: a page of
 * thirty demos pays for the ones a reader reaches. `loading="eager"` starts at once, and so
 * does asking for `ready` (a script that awaits a demo needs it running, wherever it is).
 */
export class DemoStart {
  #mode: LoadingMode = "lazy"
  #started = false
  #stopWatching: (() => void) | null = null
  #readyPromise: Promise<void> | null = null
  #resolveReady: (() => void) | null = null
  #isRunning = false
  /** Someone awaits `ready`: start on connect, whatever the mode. */
  #awaited = false

  constructor(
    private readonly element: HTMLElement,
    private readonly boot: () => void,
    private readonly warn: (message: string) => void,
  ) {}

  /** The `loading` attribute changed; an invalid value warns and means lazy. */
  read(raw: string | null) {
    this.#mode = readChoice(this.element, LOADING, raw, LOADING_MODES, "lazy", this.warn)
    if (this.#mode === "eager" && this.element.isConnected) this.#startNow()
  }

  connect() {
    if (this.#started) return
    if (this.#mode === "eager" || this.#awaited) return this.#startNow()
    this.#stopWatching ??= whenNearViewport(this.element, () => this.#startNow())
  }

  disconnect() {
    this.#stopWatching?.()
    this.#stopWatching = null
  }

  ready(): Promise<void> {
    this.#readyPromise ??= this.#isRunning
      ? Promise.resolve()
      : new Promise<void>((resolve) => (this.#resolveReady = resolve))
    this.#awaited = true
    if (this.element.isConnected) this.#startNow()
    return this.#readyPromise
  }

  /** The demo has rendered, its machines run and `machineInfo` answers. */
  running() {
    this.#isRunning = true
    this.#resolveReady?.()
    this.#resolveReady = null
  }

  #startNow() {
    this.disconnect()
    if (this.#started) return
    this.#started = true
    this.boot()
  }
}
