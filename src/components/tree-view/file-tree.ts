import * as tree from "@zag-js/tree-view"

/**
 * Sample data for the tree view demo: a small project folder with two top folders,
 * nested sub-folders and four top-level files. Each node's id is its path, which is the
 * node value zag uses (node values are path-like strings).
 */
export interface FileNode {
  id: string
  name: string
  children?: FileNode[]
  /** A folder whose children are not loaded yet says how many it has (zag's async trees). */
  childrenCount?: number
}

export const fileTree: FileNode = {
  id: "ROOT",
  name: "",
  children: [
    {
      id: "node_modules",
      name: "node_modules",
      children: [
        {
          id: "node_modules/zag-js",
          name: "zag-js",
          children: [
            { id: "node_modules/zag-js/core", name: "core" },
            { id: "node_modules/zag-js/react", name: "react" },
          ],
        },
        {
          id: "node_modules/@types",
          name: "@types",
          children: [
            { id: "node_modules/@types/react", name: "react" },
            { id: "node_modules/@types/react-dom", name: "react-dom" },
          ],
        },
        { id: "node_modules/typescript", name: "typescript" },
      ],
    },
    {
      id: "src",
      name: "src",
      children: [
        {
          id: "src/components",
          name: "components",
          children: [
            { id: "src/components/button.tsx", name: "button.tsx" },
            { id: "src/components/card.tsx", name: "card.tsx" },
          ],
        },
        { id: "src/app.tsx", name: "app.tsx" },
        { id: "src/index.ts", name: "index.ts" },
      ],
    },
    { id: "package.json", name: "package.json" },
    { id: "README.md", name: "README.md" },
    { id: "tsconfig.json", name: "tsconfig.json" },
    { id: "vite.config.ts", name: "vite.config.ts" },
  ],
}

// The data never changes, so one collection serves every demo instance.
export const fileCollection = tree.collection<FileNode>({
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
  rootNode: fileTree,
})
