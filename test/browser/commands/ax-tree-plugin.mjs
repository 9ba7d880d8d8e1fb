/**
 * Server command `ax-nodes` `{ attribute }`: what Chromium's accessibility tree says of every
 * element that carries `attribute` (shadow roots included), keyed by that attribute's value.
 * Read over the DevTools protocol (`Accessibility.getFullAXTree`), the tree screen readers
 * are served from, so a test can hold the Accessibility tab's table against it.
 */
export function axTreePlugin() {
  return {
    name: "ax-tree-command",
    async executeCommand({ command, payload, session }) {
      if (command !== "ax-nodes") return undefined
      if (session.browser.type !== "puppeteer") {
        throw new Error(`${command} needs the Chrome launcher (got ${session.browser.type})`)
      }
      const page = session.browser.getPage(session.id)
      const client = await page.createCDPSession()
      try {
        const { root } = await client.send("DOM.getDocument", { depth: -1, pierce: true })
        const probes = new Map()
        collectProbes(root, payload.attribute, probes)
        const { nodes } = await client.send("Accessibility.getFullAXTree")
        const found = {}
        for (const node of nodes) {
          const probe = probes.get(node.backendDOMNodeId)
          if (probe === undefined) continue
          found[probe] = {
            role: node.role?.value ?? "",
            name: node.name?.value ?? "",
            description: node.description?.value ?? "",
            ignored: node.ignored,
            value: node.value?.value,
            properties: Object.fromEntries(
              (node.properties ?? []).map((property) => [
                property.name,
                property.value.relatedNodes
                  ? property.value.relatedNodes.map(
                      (related) => probes.get(related.backendDOMNodeId) ?? "?",
                    )
                  : property.value.value,
              ]),
            ),
          }
        }
        return found
      } finally {
        await client.detach()
      }
    },
  }
}

function collectProbes(node, attribute, probes) {
  const attributes = node.attributes ?? []
  for (let i = 0; i < attributes.length; i += 2)
    if (attributes[i] === attribute) probes.set(node.backendNodeId, attributes[i + 1])
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])])
    collectProbes(child, attribute, probes)
  if (node.contentDocument) collectProbes(node.contentDocument, attribute, probes)
}
