import { segmentize } from "./segments"

/** `mailto:`, `https:`, `//host/…`: links that leave the site and are never resolved here. */
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i

/**
 * Resolves a link target against the current path the way the browser resolves an `href`
 * (RFC 3986): `x` and `./x` replace the last segment, `../x` goes one folder up, `/x` is
 * absolute. Doing exactly what the browser does matters: a ctrl-click (left to the browser)
 * must open the same page a plain click shows. The query and fragment of `to` are kept.
 */
export function resolvePath(to: string, from: string): string {
  if (EXTERNAL.test(to)) return to
  const split = to.search(/[?#]/)
  const path = split === -1 ? to : to.slice(0, split)
  const suffix = split === -1 ? "" : to.slice(split)
  if (path === "") return from + suffix
  const merged = path.startsWith("/") ? path : from.slice(0, from.lastIndexOf("/") + 1) + path
  return removeDotSegments(merged.startsWith("/") ? merged : `/${merged}`) + suffix
}

/** RFC 3986 §5.2.4: applies `.` and `..`; `..` never climbs above the root. */
function removeDotSegments(path: string): string {
  const input = path.split("/")
  const output: string[] = []
  input.forEach((segment, index) => {
    const last = index === input.length - 1
    if (segment === "." || segment === "..") {
      // output[0] is the empty string before the leading slash: the root stays.
      if (segment === ".." && output.length > 1) output.pop()
      // `a/.` and `a/..` name a folder: keep the trailing slash.
      if (last) output.push("")
    } else {
      output.push(segment)
    }
  })
  return output.join("/")
}

/**
 * Whether a resolved href points at the page at `path` (ignoring its query, fragment and
 * a trailing slash): such links get `aria-current="page"`.
 */
export function isCurrentPath(href: string, path: string): boolean {
  if (EXTERNAL.test(href)) return false
  const hrefPath = href.split(/[?#]/)[0] ?? ""
  return segmentize(hrefPath).join("/") === segmentize(path).join("/")
}
