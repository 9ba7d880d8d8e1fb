// Runs before the first paint (a classic, render-blocking script in <head>, not inline so a
// strict CSP allows it): applies the visitor's stored theme and direction so the page never
// flashes the other ones. src/showcase/preferences.ts uses the same keys and keeps them in step.
try {
  const root = document.documentElement
  const theme = localStorage.getItem("statebook:theme")
  if (theme === "light" || theme === "dark") root.dataset.theme = theme
  if (localStorage.getItem("statebook:dir") === "rtl") root.dir = "rtl"
} catch {
  // Storage blocked: the system theme and left-to-right apply.
}
