// The stylesheets the server-rendered demos link (statebook-elements/styles/<file>), served
// by the app from its own origin and written as static files by `next build`: the demos'
// shadow roots are styled before any script runs, with nothing to copy into public/.
import { demoStylesheets } from "statebook-elements/server"

export async function generateStaticParams() {
  return (await demoStylesheets()).map(({ file }) => ({ file }))
}

export async function GET(_request: Request, { params }: RouteContext<"/statebook-elements/styles/[file]">) {
  const { file } = await params
  const sheet = (await demoStylesheets()).find((candidate) => candidate.file === file)
  if (!sheet) return new Response("Not found", { status: 404 })
  return new Response(sheet.css, { headers: { "content-type": "text/css; charset=utf-8" } })
}
