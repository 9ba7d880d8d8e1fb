import { describe, expect, it } from "vitest"
import {
  controlsFileOf,
  demoFileParts,
  findDemoFile,
} from "../../src/components/kit/runtime/demo-files"

describe("the demo file convention", () => {
  it("reads a demo module's folder and slug, as the catalog's and the Code tab's globs key it", () => {
    expect(demoFileParts("./components/menu/nested-menu.demo.tsx")).toEqual({
      folder: "./components/menu",
      slug: "nested-menu",
    })
    expect(demoFileParts("../../menu/nested-menu.demo.tsx")?.slug).toBe("nested-menu")
    expect(demoFileParts("./components/menu/use-menu-demo.ts")).toBeNull()
    expect(controlsFileOf({ folder: "./components/menu", slug: "nested-menu" })).toBe(
      "./components/menu/nested-menu.controls.ts",
    )
  })

  it("finds a slug's module, not one whose name merely ends the same", () => {
    const paths = ["../../menu/nested-menu.demo.tsx", "../../menu/menu.demo.tsx"]
    expect(findDemoFile(paths, "menu")).toBe("../../menu/menu.demo.tsx")
    expect(findDemoFile(paths, "enu")).toBeUndefined()
  })
})
