import { StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./app"
import { applyPreferences, getPreferences } from "./preferences"
import { loadShownModules } from "./prerendered-route"
// The kit's --sb-* tokens (kit/theme-tokens.ts), generated into the shell's stylesheet.
import "virtual:statebook-site/theme-tokens.css"
import "./showcase.css"

// theme-boot.js applied the stored choices before the first paint; this keeps the same rule.
applyPreferences(document.documentElement, getPreferences())

// The site is composed of the same <demo-*> elements a docs page would embed: each demo's
// chunk defines its own element when its page (or a link to it) asks for it.
const host = document.getElementById("app")
if (!host) throw new Error('Statebook mounts into <div id="app">, which this page lacks.')
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
const { pathname } = window.location

// A page built for this very path (scripts/prerender) already shows the shell, the nav and
// the page: React adopts that markup instead of painting it again. Any other page (a host's
// fallback for an unknown path, or another path's page) is rendered afresh.
if (host.dataset.prerendered === pathname) {
  loadShownModules(pathname).then(
    () => hydrateRoot(host, app),
    () => createRoot(host).render(app),
  )
} else {
  createRoot(host).render(app)
}
