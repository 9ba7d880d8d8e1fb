import * as dialog from "@zag-js/dialog"
import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import { useRef, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import dialogCss from "../dialog/dialog.css?inline"
import { fileCollection } from "./file-tree"
import { treeKeyHandler } from "./tree-keys"
import { TreeNode } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import treeCss from "./tree-view.css?inline"

export const styles = dialogCss + treeCss

/**
 * A file picker: the demo's tree inside a modal dialog. The dialog's focus trap holds the
 * tree's roving focus, so its first focus goes to the tree's one tab stop rather than to
 * whatever comes first; the tree leaves Escape alone, so Escape closes the dialog.
 */
export default function TreeViewInDialog({ values }: DemoProps<typeof treeViewControls>) {
  const [opened, setOpened] = useState<string | null>(null)
  const treeRef = useRef<HTMLDivElement>(null)
  const dialogService = useDemoMachine(
    dialog.machine,
    { initialFocusEl: () => treeRef.current?.querySelector<HTMLElement>('[tabindex="0"]') ?? null },
    { label: "dialog" },
  )
  const dialogApi = dialog.connect(dialogService, normalizeProps)
  const service = useDemoMachine(
    tree.machine,
    { ...values, collection: fileCollection },
    { label: "tree-view" },
  )
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()

  const file = api.selectedValue.find((value) => {
    const node = fileCollection.findNode(value)
    return node !== undefined && !fileCollection.isBranchNode(node)
  })
  const openFile = () => {
    if (!file) return
    setOpened(file)
    dialogApi.setOpen(false)
  }

  return (
    <>
      <button {...dialogApi.getTriggerProps()}>Open file…</button>
      <p role="status" className="sb-tree-status">
        {opened ? `Opened ${opened}` : "No file opened yet."}
      </p>
      <div {...dialogApi.getBackdropProps()} />
      <div {...dialogApi.getPositionerProps()}>
        <div {...dialogApi.getContentProps()}>
          <DemoHeading {...dialogApi.getTitleProps()}>Open file</DemoHeading>
          <p {...dialogApi.getDescriptionProps()}>Pick a file in the project, then open it.</p>
          <div {...api.getRootProps()} className="sb-tree-dialog">
            <div {...api.getLabelProps()}>My Documents</div>
            <div
              {...treeProps}
              ref={treeRef}
              onKeyDown={treeKeyHandler(service, treeProps.onKeyDown, values.typeahead)}
            >
              {fileCollection.rootNode.children?.map((node, index) => (
                <TreeNode key={node.id} api={api} node={node} indexPath={[index]} />
              ))}
            </div>
          </div>
          <div className="sb-row">
            <button type="button" onClick={() => dialogApi.setOpen(false)}>
              Cancel
            </button>
            <button type="button" onClick={openFile} disabled={!file}>
              Open
            </button>
          </div>
          <button {...dialogApi.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
