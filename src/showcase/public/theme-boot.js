// Runs before the first paint (a classic, render-blocking script in <head>, not inline so a
// strict CSP allows it): applies the visitor's stored theme and direction so the page never
// flashes the other ones. src/showcase/preferences.ts uses the same keys and keeps them in step.
// A link's `?globals=theme:dark;dir:rtl` wins over the stored choices for this visit.
try {
  const root = document.documentElement
  const linked = (name) => location.search.match(`[?&]globals=[^&#]*\\b${name}:(\\w+)`)?.[1]
  const theme = linked("theme") ?? localStorage.getItem("statebook:theme")
  if (theme === "light" || theme === "dark") root.dataset.theme = theme
  if ((linked("dir") ?? localStorage.getItem("statebook:dir")) === "rtl") root.dir = "rtl"
  // Prerendered switches show the defaults: they take the chosen values as they are parsed
  // (with nothing chosen, the observer only looks until the page is parsed).
  const stored = { theme: root.dataset.theme, direction: root.dir }
  const observer = new MutationObserver(() => {
    for (const name in stored) {
      const select = document.querySelector(`select[name=${name}]`)
      if (select && stored[name]) select.value = stored[name]
    }
  })
  observer.observe(root, { childList: true, subtree: true })
  addEventListener("DOMContentLoaded", () => observer.disconnect())
} catch {
  // Storage blocked: the system theme and left-to-right apply.
}
