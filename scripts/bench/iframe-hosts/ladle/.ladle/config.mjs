// Ladle for the many-demos benchmark: the generated stories, served by the bench under /ladle/.
export default {
  stories: "stories/*.stories.tsx",
  viteConfig: "vite.config.mjs",
  base: "/ladle/",
  outDir: "build",
}
