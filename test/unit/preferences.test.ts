import { describe, expect, it } from "vitest"
import { readFileSync } from "node:fs"
import {
  DIRECTION_KEY,
  THEME_KEY,
  elementTheme,
  readPreferences,
} from "../../src/showcase/preferences"
import { GLOBALS_PARAM, withGlobals } from "../../src/showcase/link-globals"

const stored = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
})

describe("site preferences", () => {
  it("reads the stored theme and direction", () => {
    expect(readPreferences(stored({ [THEME_KEY]: "dark", [DIRECTION_KEY]: "rtl" }))).toEqual({
      theme: "dark",
      direction: "rtl",
    })
  })

  it("falls back to the system theme and ltr for missing, unknown or unreadable values", () => {
    const fallback = { theme: "system", direction: "ltr" }
    expect(readPreferences(stored({}))).toEqual(fallback)
    expect(readPreferences(stored({ [THEME_KEY]: "purple", [DIRECTION_KEY]: "up" }))).toEqual(
      fallback,
    )
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError")
      },
    }
    expect(readPreferences(blocked)).toEqual(fallback)
    expect(readPreferences(undefined)).toEqual(fallback)
  })

  it("passes the system theme to demo elements as theme=auto", () => {
    expect([elementTheme("system"), elementTheme("light"), elementTheme("dark")]).toEqual([
      "auto",
      "light",
      "dark",
    ])
  })

  it("writes the preferences that differ from the defaults into a link, readably", () => {
    const page = "https://example.test/accordion?multiple"
    expect(withGlobals(page, { theme: "system", direction: "ltr" })).toBe(page)
    const link = withGlobals(page, { theme: "dark", direction: "rtl" })
    expect(link).toBe(`${page}&${GLOBALS_PARAM}=theme:dark;dir:rtl`)
    expect(withGlobals("https://example.test/tabs", { theme: "light", direction: "ltr" })).toBe(
      "https://example.test/tabs?globals=theme:light",
    )
  })

  it("shares its storage keys with the script that applies them before the first paint", () => {
    const boot = readFileSync(
      new URL("../../src/showcase/public/theme-boot.js", import.meta.url),
      "utf8",
    )
    expect(boot).toContain(`"${THEME_KEY}"`)
    expect(boot).toContain(`"${DIRECTION_KEY}"`)
    expect(boot).toContain(`[?&]${GLOBALS_PARAM}=`)
  })
})
