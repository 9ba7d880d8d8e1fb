import { catalog } from "../../catalog"
import kitCss from "../../components/kit/parts/kit.css?inline"
// Raw, not ?inline: Vite's CSS minifier would rewrite light-dark() into variables nothing sets.
import themeTokensCss from "../../components/kit/runtime/theme-tokens.css?raw"
import baseCss from "../runtime/base.css?inline"

/**
 * The package's stylesheets for server-rendered demos (dist/lib/styles/): the sheets every
 * element adopts (its base, the theme tokens, the kit's), in one file, and one per demo and
 * variant, the widget's own. A page serves them from its own origin, so a policy allowing
 * only its own stylesheets shows a server-rendered demo styled before any script.
 */
export const SHARED_STYLESHEET = "statebook.css"

/** The sheets every element adopts, in the order it adopts them (runtime/element-control.ts). */
export const sharedCss = () => [baseCss, themeTokensCss, kitCss].join("\n")

/** `accordion.css`; a variant's, `select--async.css`. */
export const stylesheetOf = (shown: string) => `${shown.replace("/", "--")}.css`

/** Every stylesheet a server-rendered demo links, by file name, with its CSS (styles/). */
export async function demoStylesheets(): Promise<{ file: string; css: string }[]> {
  const shown = catalog.flatMap((demo) => [
    { key: demo.slug, load: demo.load },
    ...demo.variants.map((variant) => ({
      key: `${demo.slug}/${variant.name}`,
      load: variant.load,
    })),
  ])
  const files = await Promise.all(
    shown.map(async ({ key, load }) => ({ file: stylesheetOf(key), css: (await load()).styles })),
  )
  // A demo without styles of its own has no file, and links none.
  const styled = files.filter((file): file is { file: string; css: string } => Boolean(file.css))
  return [{ file: SHARED_STYLESHEET, css: sharedCss() }, ...styled]
}
