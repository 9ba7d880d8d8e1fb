import { LitElement, css, html } from "lit"
// Registers only the two demos this app shows; their code still loads on first use.
import "statebook-elements/accordion"
import "statebook-elements/switch"

/**
 * A docs app that renders demos inside its own shadow root and reacts to them: statechange
 * is composed, so it crosses the demo's shadow root and reaches this component's listener.
 */
class DocsApp extends LitElement {
  static override properties = { log: { state: true } }
  static override styles = css`
    :host {
      display: block;
      --sb-accent: rgb(180, 40, 90);
    }
  `
  // Declared, not initialised: a class field would hide Lit's reactive accessor.
  declare log: string[]

  constructor() {
    super()
    this.log = []
  }

  #onStateChange(event: CustomEvent<{ machine: string; state: unknown }>) {
    const tag = (event.target as Element).localName
    this.log = [...this.log, `${tag}: ${String(event.detail.state)}`].slice(-5)
  }

  override render() {
    return html`<section @statechange=${this.#onStateChange}>
      <h1>Lit docs app</h1>
      <demo-accordion collapsible></demo-accordion>
      <demo-switch no-toolbar></demo-switch>
      <h2>Recent state changes</h2>
      <ol data-testid="log">
        ${this.log.map((line) => html`<li>${line}</li>`)}
      </ol>
    </section>`
  }
}

customElements.define("docs-app", DocsApp)
