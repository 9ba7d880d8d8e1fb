import { describe, expect, it } from "vitest"
import { pickRoute, type Route } from "../../src/showcase/router/pick"
import { rankRoute } from "../../src/showcase/router/rank"

const routes = (...paths: string[]): Route<string>[] => paths.map((path) => ({ path, value: path }))
const winner = (path: string, ...patterns: string[]) =>
  pickRoute(routes(...patterns), path, "default").value

describe("rankRoute: Weights", () => {
  it("gives each segment 4, plus 3 static, 2 parameter, 1 empty", () => {
    expect(rankRoute("/docs")).toBe(4 + 3)
    expect(rankRoute("/:id")).toBe(4 + 2)
    expect(rankRoute("/")).toBe(4 + 1)
    expect(rankRoute("/a//b")).toBe(4 + 3 + (4 + 1) + (4 + 3))
  })

  it("charges a wildcard the penalty of 1 and no segment points", () => {
    expect(rankRoute("/*")).toBe(-1)
    expect(rankRoute("/docs/*")).toBe(4 + 3 - 1)
    expect(rankRoute("/docs/:id/*")).toBe(4 + 3 + (4 + 2) - 1)
  })

  it("adds up over segments: longer static paths score more", () => {
    expect(rankRoute("/a/b/c")).toBe(3 * 7)
    expect(rankRoute("/a/:b/c")).toBe(7 + 6 + 7)
  })

  it("rejects patterns it could never match", () => {
    expect(() => rankRoute("/*/a")).toThrow(/last segment/)
    expect(() => rankRoute("/:")).toThrow(/needs a name/)
  })
})

describe("pickRoute: the most specific route wins", () => {
  it("prefers a static segment to a parameter, whatever the declaration order", () => {
    expect(winner("/new", "/:id", "/new")).toBe("/new")
    expect(winner("/new", "/new", "/:id")).toBe("/new")
  })

  it("prefers a parameter to a wildcard", () => {
    expect(winner("/42", "/*", "/:id")).toBe("/:id")
  })

  it("prefers the empty root segment to a wildcard on /", () => {
    expect(winner("/", "/*", "/")).toBe("/")
  })

  it("prefers an empty segment to a wildcard inside a path", () => {
    expect(winner("/a//b", "/a/*", "/a//b")).toBe("/a//b")
  })

  it("prefers an exact path to the same path with a wildcard that matches nothing", () => {
    expect(winner("/docs", "/docs/*", "/docs")).toBe("/docs")
  })

  it("adds the weights across segments", () => {
    expect(winner("/a/b", "/:x/:y", "/a/:y", "/a/b")).toBe("/a/b")
    expect(winner("/a/z", "/:x/:y", "/a/:y")).toBe("/a/:y")
  })

  it("keeps declaration order on a tie", () => {
    expect(rankRoute("/a/:y")).toBe(rankRoute("/:x/b"))
    expect(winner("/a/b", "/a/:y", "/:x/b")).toBe("/a/:y")
    expect(winner("/a/b", "/:x/b", "/a/:y")).toBe("/:x/b")
  })

  it("falls back to the default route when nothing matches, with the path as wildcard", () => {
    expect(pickRoute(routes("/", "/accordion"), "/nope/deeper", "default")).toEqual({
      value: "default",
      params: { "*": "nope/deeper" },
    })
  })

  it("returns the matched pattern and its parameters", () => {
    expect(pickRoute(routes("/", "/docs/:page"), "/docs/intro", "default")).toEqual({
      value: "/docs/:page",
      pattern: "/docs/:page",
      params: { page: "intro" },
    })
  })
})
