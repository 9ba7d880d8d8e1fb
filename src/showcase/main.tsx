import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { themeTokensCss } from "../components/kit/theme-tokens"
import { registerDemoElements } from "../elements/register"
import { sharedSheet } from "../elements/stylesheets"
import { App } from "./app"
import "./showcase.css"

// The theme tokens (--sb-*) on :root come from the kit, so the site and the demos share them.
document.adoptedStyleSheets = [
  ...document.adoptedStyleSheets,
  sharedSheet("tokens", themeTokensCss()),
]

// The site is composed of the same <demo-*> elements a docs page would embed.
registerDemoElements()

const host = document.getElementById("app")
if (!host) throw new Error('Statebook mounts into <div id="app">, which this page lacks.')
createRoot(host).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
