import { describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import { searchDemos } from "../../src/showcase/search/search-demos"

const labels = (query: string) => searchDemos(query, catalog).map((entry) => entry.label)

describe("searching the demos", () => {
  it("gives every demo, by label, for an empty query", () => {
    expect(searchDemos("  ", catalog)).toHaveLength(catalog.length)
    expect(labels("")[0]).toBe("Accordion")
  })

  it("ranks a variant right under its demo, before another demo of a like name", () => {
    const entries = [
      { slug: "combobox-tabs", label: "Combobox Tabs", keywords: [] },
      { slug: "combobox/async", label: "Combobox: Async loading", keywords: [] },
      { slug: "combobox", label: "Combobox", keywords: [] },
      { slug: "select/async", label: "Select: Async loading", keywords: [] },
    ]
    expect(searchDemos("combobox", entries).map((entry) => entry.label)).toEqual([
      "Combobox",
      "Combobox: Async loading",
      "Combobox Tabs",
    ])
    expect(searchDemos("async", entries).map((entry) => entry.slug)).toEqual([
      "combobox/async",
      "select/async",
    ])
  })

  it("ranks label matches first: exact, then starts-with, then contains, then keywords", () => {
    // A fixed set, so the order under test does not move as demos are added.
    const some = catalog.filter((entry) =>
      ["command-palette", "context-menu", "menu", "menu-options", "nested-menu"].includes(
        entry.slug,
      ),
    )
    expect(searchDemos("menu", some).map((entry) => entry.label)).toEqual([
      "Menu",
      "Menu (Options)",
      "Context Menu",
      "Nested Menu",
      "Command Palette",
    ])
    expect(labels("date").slice(0, 2)).toEqual(["Date Input", "Date Picker"])
    expect(labels("PICKER")).toContain("Time Picker")
  })

  it("finds demos by slug and by keyword", () => {
    expect(labels("tree-view")).toEqual(["Tree View"])
    expect(labels("dropdown")).toEqual(expect.arrayContaining(["Menu", "Select"]))
    expect(labels("calendar")).toEqual([
      "Date Picker",
      "Date Picker (Multiple)",
      "Date Picker (Range)",
    ])
  })

  it("matches acronyms but not scattered letters", () => {
    expect(labels("dp")[0]).toBe("Date Picker")
    expect(labels("menu")).not.toContain("Number Input")
  })

  it("forgives a missing space and a typo when nothing matches as typed", () => {
    expect(labels("datepicker").slice(0, 3)).toEqual([
      "Date Picker",
      "Date Picker (Multiple)",
      "Date Picker (Range)",
    ])
    expect(labels("treeview")).toEqual(["Tree View"])
    expect(labels("combbox")[0]).toBe("Combobox")
    expect(labels("selct")).toContain("Select")
    expect(labels("datepikcer")).toContain("Date Picker")
    // A keyword's typo finds what the keyword finds.
    expect(labels("calender")).toEqual(labels("calendar"))
    expect(labels("tabz")).toContain("Tabs")
    // Three letters forgive nothing: "mnu" is one letter from "menu", "tgs" from "tags".
    expect(labels("mnu")).toEqual([])
    expect(labels("tgs")).toEqual([])
  })

  it("gives nothing for a query nothing matches, and survives odd text", () => {
    expect(labels("zzzz")).toEqual([])
    expect(labels("<img src=x onerror=alert(1)>")).toEqual([])
    expect(labels("(.*")).toEqual([])
  })
})
