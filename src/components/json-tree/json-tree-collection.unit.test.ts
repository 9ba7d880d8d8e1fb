import { describe, expect, it } from "vitest"
import { keyPathToId, type JsonNode } from "@zag-js/json-tree-utils"
import { branchesToDepth, jsonCollection } from "./json-tree-collection"
import { stationReport } from "./json-tree-sample"

const shape = { groupArraysAfterLength: 100, showNonenumerable: true }

/** The key paths (`$.current.wind`) of the branches a list of node values names. */
function paths(values: string[], collection = jsonCollection(stationReport(), shape)) {
  return values.map((value: string) => keyPathToId(collection.findNode(value)!.keyPath))
}

describe("the JSON tree's collection", () => {
  it("has the value itself as its one top-level node, its keys below", () => {
    const collection = jsonCollection(stationReport(), shape)
    const top = collection.getNodeChildren(collection.rootNode)
    expect(top.map((node) => node.keyPath)).toEqual([["$"]])
    const keys = collection.getNodeChildren(top[0]!).map((node: JsonNode) => node.keyPath.at(-1))
    expect(keys.slice(0, 4)).toEqual(["station", "code", "online", "elevationM"])
    expect(keys.at(-1)).toEqual("[[cacheKey]]")
  })

  it("leaves the non-enumerable property out unless asked", () => {
    const collection = jsonCollection(stationReport(), { ...shape, showNonenumerable: false })
    const [value] = collection.getNodeChildren(collection.rootNode)
    const keys = collection.getNodeChildren(value!).map((node: JsonNode) => node.keyPath.at(-1))
    expect(keys).not.toContain("[[cacheKey]]")
  })

  it("groups an array longer than the given length in runs of that length", () => {
    const keysOf = (key: string, groupArraysAfterLength: number) => {
      const collection = jsonCollection(stationReport(), { ...shape, groupArraysAfterLength })
      const [value] = collection.getNodeChildren(collection.rootNode)
      const array = collection
        .getNodeChildren(value!)
        .find((node: JsonNode) => node.keyPath.at(-1) === key)!
      return collection.getNodeChildren(array).map((node: JsonNode) => node.keyPath.at(-1))
    }
    expect(keysOf("rainMmPer10Min", 100)).toEqual(["[0…99]", "[100…143]", "length"])
    expect(keysOf("rainMmPer10Min", 101)).toEqual(["[0…100]", "[101…143]", "length"])
    expect(keysOf("hourlyTempC", 100)).toHaveLength(25)
    expect(keysOf("hourlyTempC", 12)).toEqual(["[0…11]", "[12…23]", "length"])
  })

  it("opens the branches down to a depth", () => {
    const collection = jsonCollection(stationReport(), shape)
    expect(branchesToDepth(collection, 0)).toEqual([])
    expect(paths(branchesToDepth(collection, 1))).toEqual(["$"])
    const two = paths(branchesToDepth(collection, 2))
    expect(two).toContain("$.current")
    expect(two).toContain("$.sensors")
    expect(two).not.toContain("$.current.wind")
    expect(paths(branchesToDepth(collection, 3))).toContain("$.current.wind")
  })
})
