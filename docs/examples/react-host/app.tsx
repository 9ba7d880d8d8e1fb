import { useEffect, useRef, useState } from "react"
import { createRoot } from "react-dom/client"
// Registers every demo element; the React entry adds their JSX types to the DOM ones.
import "statebook-elements/react"

/**
 * A React app using the elements like any other tag. React 19 sets known element
 * properties (`min`, `disabled`) and listens to custom events through a ref.
 */
function App() {
  const [disabled, setDisabled] = useState(false)
  const [state, setState] = useState("none yet")
  const slider = useRef<HTMLElementTagNameMap["demo-slider"]>(null)

  useEffect(() => {
    const element = slider.current
    if (!element) return
    const listener = (event: HTMLElementEventMap["statechange"]) =>
      setState(`${event.detail.state} ${JSON.stringify(event.detail.context.value)}`)
    element.addEventListener("statechange", listener)
    return () => element.removeEventListener("statechange", listener)
  }, [])

  return (
    <main>
      <h1>React host</h1>
      <label>
        <input type="checkbox" checked={disabled} onChange={() => setDisabled(!disabled)} />
        Disable the slider
      </label>
      <demo-slider ref={slider} min={0} disabled={disabled} no-toolbar />
      <p>
        Slider state: <output data-testid="slider-state">{state}</output>
      </p>
      <demo-accordion collapsible />
    </main>
  )
}

createRoot(document.getElementById("root")!).render(<App />)
