import { useState } from "react"
import { createRoot } from "react-dom/client"
// A component per demo, typed from its settings, registering its own element; the entry also
// gives the plain tags their JSX types.
import { DemoSlider } from "statebook-elements/react"
// A plain tag's element is registered by its own entry.
import "statebook-elements/accordion"

function App() {
  const [disabled, setDisabled] = useState(false)
  const [state, setState] = useState("none yet")

  return (
    <main>
      <h1>React host</h1>
      <label>
        <input type="checkbox" checked={disabled} onChange={() => setDisabled(!disabled)} />
        Disable the slider
      </label>
      <DemoSlider
        min={0}
        disabled={disabled}
        noToolbar
        onStateChange={(event) =>
          setState(`${String(event.detail.state)} ${JSON.stringify(event.detail.context.value)}`)
        }
      />
      <p>
        Slider state: <output data-testid="slider-state">{state}</output>
      </p>
      {/* The plain tag, as any custom element: its props are typed too. */}
      <demo-accordion collapsible />
    </main>
  )
}

createRoot(document.getElementById("root")!).render(<App />)
