import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app"
import { applyPreferences, getPreferences } from "./preferences"
// The kit's --sb-* tokens (kit/theme-tokens.ts), generated into the shell's stylesheet.
import "virtual:statebook-site/theme-tokens.css"
import "./showcase.css"

// theme-boot.js applied the stored choices before the first paint; this keeps the same rule.
applyPreferences(document.documentElement, getPreferences())

// The site is composed of the same <demo-*> elements a docs page would embed: each demo's
// chunk defines its own element when its page (or a link to it) asks for it.
const host = document.getElementById("app")
if (!host) throw new Error('Statebook mounts into <div id="app">, which this page lacks.')
createRoot(host).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
