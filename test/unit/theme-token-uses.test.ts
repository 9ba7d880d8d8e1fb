import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { internalName, themeTokens } from "../../src/components/kit/runtime/theme-tokens"

// Demos' CSS reads the internal --sb-c-* names that the element's token sheet defines. A
// name it does not define is silently unset inside the shadow root: the colour vanishes.
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(css|tsx?)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

describe("theme token uses", () => {
  it("reads only --sb-c-* properties the token sheet defines", () => {
    const defined = new Set(themeTokens.map((token) => internalName(token.name)))
    const undefinedUses = sourceFiles("src").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/var\((--sb-c-[\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: ${name}`),
    )
    expect(undefinedUses).toEqual([])
  })
})
