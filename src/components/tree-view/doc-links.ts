import * as tree from "@zag-js/tree-view"

/**
 * The links variant's data: a documentation site's navigation. Folders group pages; every
 * page has an in-page address (`#...`), so following one never leaves the page.
 */
export interface DocNode {
  id: string
  name: string
  href?: string
  children?: DocNode[]
}

const page = (id: string, name: string): DocNode => ({ id, name, href: `#${id}` })

export const docTree: DocNode = {
  id: "ROOT",
  name: "",
  children: [
    {
      id: "docs",
      name: "Documentation",
      children: [
        page("docs/getting-started", "Getting Started"),
        page("docs/installation", "Installation"),
        {
          id: "docs/components",
          name: "Components",
          children: [
            page("docs/components/accordion", "Accordion"),
            page("docs/components/dialog", "Dialog"),
            page("docs/components/menu", "Menu"),
          ],
        },
      ],
    },
    {
      id: "guides",
      name: "Guides",
      children: [
        page("guides/styling", "Styling"),
        page("guides/forms", "Forms"),
        page("guides/testing", "Testing"),
      ],
    },
    page("changelog", "Changelog"),
    page("license", "License"),
  ],
}

// The data never changes, so one collection serves every demo instance.
export const docCollection = tree.collection<DocNode>({
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
  rootNode: docTree,
})
