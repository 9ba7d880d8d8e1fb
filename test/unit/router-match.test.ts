import { describe, expect, it } from "vitest"
import { matchRoute } from "../../src/showcase/router/match"
import { segmentize } from "../../src/showcase/router/segments"

describe("segmentize", () => {
  it("drops the outer slashes and keeps empty segments inside", () => {
    expect(segmentize("/")).toEqual([""])
    expect(segmentize("/a/b/")).toEqual(["a", "b"])
    expect(segmentize("/a//b")).toEqual(["a", "", "b"])
  })
})

describe("matchRoute", () => {
  it("matches static segments exactly", () => {
    expect(matchRoute("/accordion", "/accordion")).toEqual({})
    expect(matchRoute("/accordion", "/accordion/")).toEqual({})
    expect(matchRoute("/accordion", "/Accordion")).toBeUndefined()
    expect(matchRoute("/accordion", "/accordion/more")).toBeUndefined()
    expect(matchRoute("/accordion/more", "/accordion")).toBeUndefined()
  })

  it("matches the root only at the root", () => {
    expect(matchRoute("/", "/")).toEqual({})
    expect(matchRoute("/", "/accordion")).toBeUndefined()
  })

  it("captures :name parameters, decoded", () => {
    expect(matchRoute("/users/:id", "/users/42")).toEqual({ id: "42" })
    expect(matchRoute("/:a/:b", "/x/y")).toEqual({ a: "x", b: "y" })
    expect(matchRoute("/tags/:tag", "/tags/caf%C3%A9")).toEqual({ tag: "café" })
  })

  it("does not let a parameter match an empty or malformed segment", () => {
    expect(matchRoute("/:id", "/")).toBeUndefined()
    expect(matchRoute("/a/:id/b", "/a//b")).toBeUndefined()
    expect(matchRoute("/:id", "/%E0%A4%A")).toBeUndefined()
  })

  it("matches an empty segment only against an empty one", () => {
    expect(matchRoute("/a//b", "/a//b")).toEqual({})
    expect(matchRoute("/a//b", "/a/x/b")).toBeUndefined()
  })

  it("lets a trailing wildcard take the rest of the path, none included", () => {
    expect(matchRoute("/files/*", "/files/a/b/c")).toEqual({ "*": "a/b/c" })
    expect(matchRoute("/files/*", "/files")).toEqual({ "*": "" })
    expect(matchRoute("/*", "/")).toEqual({ "*": "" })
    expect(matchRoute("/*", "/anything/at/all")).toEqual({ "*": "anything/at/all" })
    expect(matchRoute("/files/:id/*", "/files/7/raw")).toEqual({ id: "7", "*": "raw" })
    expect(matchRoute("/files/*", "/other/a")).toBeUndefined()
  })
})
