import type { KeyboardMap } from "./keyboard-map"

// Every demo's keyboard map, each fetched on its own when asked for (Vite's glob; the browser
// tests' esbuild bundle gets the same from a plugin in web-test-runner.config.mjs).
const maps = import.meta.glob<KeyboardMap>("../../*/*.keyboard.ts", { import: "keyboard" })

/** A demo's keyboard map (`<slug>.keyboard.ts` in its folder). */
export function loadKeyboardMap(slug: string): Promise<KeyboardMap> {
  const path = Object.keys(maps).find((file) => file.endsWith(`/${slug}.keyboard.ts`))
  if (!path) return Promise.reject(new Error(`No keyboard map found for the ${slug} demo.`))
  return maps[path]!()
}
