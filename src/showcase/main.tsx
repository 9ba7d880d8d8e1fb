import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { registerDemoElements } from "../elements/register"
import { App } from "./app"
import { applyPreferences, getPreferences } from "./preferences"
// The kit's shared classes for the shell; the shell's own theme tokens are in showcase.css.
import "../components/kit/kit.css"
import "./showcase.css"

// theme-boot.js applied the stored choices before the first paint; this keeps the same rule.
applyPreferences(document.documentElement, getPreferences())

// The site is composed of the same <demo-*> elements a docs page would embed.
registerDemoElements()

const host = document.getElementById("app")
if (!host) throw new Error('Statebook mounts into <div id="app">, which this page lacks.')
createRoot(host).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
