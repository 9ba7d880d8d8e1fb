// Runs before the first paint (a classic, render-blocking script in <head>, not inline so a
// strict CSP allows it): applies the visitor's stored theme and direction so the page never
// flashes the other ones. src/showcase/preferences.ts uses the same keys and keeps them in step.
try {
  const root = document.documentElement
  const theme = localStorage.getItem("statebook:theme")
  if (theme === "light" || theme === "dark") root.dataset.theme = theme
  if (localStorage.getItem("statebook:dir") === "rtl") root.dir = "rtl"
  // A prerendered page's switches were rendered with the defaults: as the parser adds them,
  // they take the stored choices, before they are painted (observers run before rendering).
  const stored = { theme: root.dataset.theme ?? "system", direction: root.dir || "ltr" }
  if (stored.theme !== "system" || stored.direction !== "ltr") {
    const observer = new MutationObserver(() => {
      for (const [name, value] of Object.entries(stored)) {
        const select = document.querySelector(`.site-preferences select[name="${name}"]`)
        if (select) select.value = value
      }
    })
    observer.observe(root, { childList: true, subtree: true })
    document.addEventListener("DOMContentLoaded", () => observer.disconnect())
  }
} catch {
  // Storage blocked: the system theme and left-to-right apply.
}
