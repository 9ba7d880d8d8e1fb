// The stylesheets the server-rendered demos link (/statebook-elements/styles/<file>), served
// by the app from its own origin: the demos are styled before any script runs, with nothing
// to copy into public/.
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"

const styles = join(process.cwd(), "node_modules", "statebook-elements", "dist", "lib", "styles")

export async function GET(
  _request: Request,
  { params }: RouteContext<"/statebook-elements/styles/[file]">,
) {
  const { file } = await params
  // Only the package's own files: the name is checked against the folder, never joined blind.
  if (!(await readdir(styles)).includes(file)) return new Response("Not found", { status: 404 })
  return new Response(await readFile(join(styles, file), "utf8"), {
    headers: { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=3600" },
  })
}
