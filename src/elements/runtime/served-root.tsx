import { DemoElementRoot, type RootProps } from "./element-root"

/**
 * The root of a server-rendered element: its stylesheet links (server/demo-markup.tsx), then
 * the element's root. The server renders it, and the browser hydrates it, so hydration finds
 * its own tree and keeps the links.
 */
export function ServedRoot(props: RootProps & { stylesheets: readonly string[] }) {
  return (
    <>
      {props.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-sb-style="" />
      ))}
      <DemoElementRoot {...props} />
    </>
  )
}
