import * as path from "node:path"
import { defineConfig } from "@rspress/core"

export default defineConfig({
  root: path.join(__dirname, "docs"),
  lang: "en",
  title: "Statebook in Rspress",
})
