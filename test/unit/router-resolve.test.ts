import { describe, expect, it } from "vitest"
import { isCurrentPath, resolvePath } from "../../src/showcase/router/resolve"

describe("resolvePath: relative links against the current path", () => {
  it("resolves x and ./x beside the current page, ../x one folder up", () => {
    expect(resolvePath("x", "/docs/intro")).toBe("/docs/x")
    expect(resolvePath("./x", "/docs/intro")).toBe("/docs/x")
    expect(resolvePath("../x", "/docs/guide/intro")).toBe("/docs/x")
    expect(resolvePath("x", "/docs/")).toBe("/docs/x")
    expect(resolvePath("./collapsible", "/collapsible")).toBe("/collapsible")
  })

  it("keeps absolute paths and never climbs above the root", () => {
    expect(resolvePath("/accordion", "/docs/intro")).toBe("/accordion")
    expect(resolvePath("../../../x", "/a/b")).toBe("/x")
    expect(resolvePath("/a/./b/../c", "/")).toBe("/a/c")
  })

  it("keeps the trailing slash of a folder reference", () => {
    expect(resolvePath(".", "/docs/intro")).toBe("/docs/")
    expect(resolvePath("..", "/docs/guide/intro")).toBe("/docs/")
    expect(resolvePath("./", "/docs/intro")).toBe("/docs/")
  })

  it("keeps the query and fragment of the link", () => {
    expect(resolvePath("x?tab=1#top", "/docs/intro")).toBe("/docs/x?tab=1#top")
    expect(resolvePath("#top", "/docs/intro")).toBe("/docs/intro#top")
  })

  it("leaves links to other sites alone", () => {
    expect(resolvePath("https://zagjs.com/x", "/a")).toBe("https://zagjs.com/x")
    expect(resolvePath("//cdn.example/x", "/a")).toBe("//cdn.example/x")
    expect(resolvePath("mailto:a@b.c", "/a")).toBe("mailto:a@b.c")
  })

  it("agrees with the browser's own href resolution (what a ctrl-click opens)", () => {
    const cases: [string, string][] = [
      ["x", "/a/b/c"],
      ["./x/y", "/a/b"],
      ["../x", "/a/b/c"],
      ["../../x", "/a"],
      ["./", "/a/b"],
      ["..", "/a/b/c"],
      ["x/./y/../z", "/a/"],
      ["/x/..", "/a"],
      ["?q=1", "/a/b"],
    ]
    for (const [to, from] of cases) {
      const browser = new URL(to, `http://site${from}`)
      expect(resolvePath(to, from), `${to} from ${from}`).toBe(
        to.startsWith("?") ? from + browser.search : browser.pathname + browser.search,
      )
    }
  })
})

describe("isCurrentPath: which links get aria-current", () => {
  it("compares paths, ignoring query, fragment and a trailing slash", () => {
    expect(isCurrentPath("/accordion", "/accordion")).toBe(true)
    expect(isCurrentPath("/accordion?x=1#y", "/accordion/")).toBe(true)
    expect(isCurrentPath("/", "/")).toBe(true)
    expect(isCurrentPath("/", "/accordion")).toBe(false)
    expect(isCurrentPath("/accordion", "/accordion/more")).toBe(false)
    expect(isCurrentPath("https://other.site/accordion", "/accordion")).toBe(false)
  })
})
