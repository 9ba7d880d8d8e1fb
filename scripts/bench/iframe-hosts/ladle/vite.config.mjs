import { benchViteConfig } from "../vite-shared.mjs"

export default benchViteConfig
