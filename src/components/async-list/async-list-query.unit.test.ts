import { describe, expect, it } from "vitest"
import { ELEMENTS } from "./async-list-data"
import { filterElements, queryPage, sortElements } from "./async-list-query"

const symbols = (items: { symbol: string }[]) => items.map((item) => item.symbol)

describe("the pretend server's pages", () => {
  it("holds the first 36 elements in atomic order", () => {
    expect(ELEMENTS).toHaveLength(36)
    expect(ELEMENTS[0]).toEqual({ number: 1, symbol: "H", name: "Hydrogen" })
    expect(ELEMENTS.at(-1)).toEqual({ number: 36, symbol: "Kr", name: "Krypton" })
  })

  it("pages through the list, with a cursor until the last page", () => {
    const first = queryPage(ELEMENTS, { filterText: "", offset: 0, pageSize: 8 })
    expect(symbols(first.items)).toEqual(["H", "He", "Li", "Be", "B", "C", "N", "O"])
    expect(first.cursor).toBe(8)
    const last = queryPage(ELEMENTS, { filterText: "", offset: 32, pageSize: 8 })
    expect(symbols(last.items)).toEqual(["As", "Se", "Br", "Kr"])
    expect(last.cursor).toBeUndefined()
    // A page that ends exactly at the end has no next page either.
    expect(queryPage(ELEMENTS, { filterText: "", offset: 30, pageSize: 6 }).cursor).toBeUndefined()
  })

  it("matches a name's letters or a whole symbol, case aside", () => {
    expect(symbols(filterElements(ELEMENTS, "ium"))).toContain("He")
    expect(symbols(filterElements(ELEMENTS, "  CO "))).toEqual(["Si", "Co", "Cu"])
    expect(symbols(filterElements(ELEMENTS, "k"))).toEqual(["K", "Ni", "Kr"])
    expect(symbols(filterElements(ELEMENTS, "fe"))).toEqual(["Fe"])
    expect(symbols(filterElements(ELEMENTS, "ine"))).toEqual(["F", "Cl", "Br"])
    expect(filterElements(ELEMENTS, "xyz")).toEqual([])
  })

  it("sorts by name or number, either way, before paging", () => {
    expect(
      symbols(sortElements(ELEMENTS, { column: "name", direction: "ascending" }).slice(0, 3)),
    ).toEqual(["Al", "Ar", "As"])
    expect(
      symbols(sortElements(ELEMENTS, { column: "number", direction: "descending" }).slice(0, 2)),
    ).toEqual(["Kr", "Br"])
    const page = queryPage(ELEMENTS, {
      filterText: "",
      sortDescriptor: { column: "name", direction: "descending" },
      offset: 0,
      pageSize: 2,
    })
    expect(symbols(page.items)).toEqual(["Zn", "V"])
  })
})
