import { demoTag } from "../catalog"

/** Where the published element bundle lives once `statebook` is installed (see README). */
export const ELEMENTS_URL = "/node_modules/statebook/dist/lib/elements.js"

/** The HTML a docs author pastes to embed a demo; shown on the site as text, never parsed. */
export function embedSnippet(slug: string): string {
  return [
    `<script type="module" src="${ELEMENTS_URL}"></script>`,
    `<${demoTag(slug)}></${demoTag(slug)}>`,
  ].join("\n")
}
