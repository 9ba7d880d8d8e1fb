/**
 * The file upload demo's parts: the dropzone, the Choose file button, the hidden file input
 * that the OS dialog fills, the line of upload rules and the lists of accepted and rejected files.
 */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function fileUpload(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    label: () => part(stage, "file-upload", "label").textContent,
    dropzone: () => part(stage, "file-upload", "dropzone"),
    chooseButton: () => getByRole(stage, "button", { name: "Choose file" }) as HTMLButtonElement,
    // zag gives the hidden input no part of its own.
    hiddenInput: () => stage.querySelector<HTMLInputElement>('input[type="file"]')!,
    /** The limits as the demo states them ("Up to 1 file, any type, any size."). */
    rules: () => stage.querySelector(".sb-file-rules")?.textContent,
    /** Every listed file, accepted or rejected. */
    items: () => parts(stage, "file-upload", "item"),
    /** Each accepted or rejected file as text: name, size and any error codes. */
    files: (type: "accepted" | "rejected") =>
      [...stage.querySelectorAll(`[data-part="item"][data-type="${type}"]`)].map((item) =>
        [...item.querySelectorAll('[data-part="item-name"], [data-part="item-size-text"], code')]
          .map((text) => text.textContent)
          .join(" "),
      ),
    /** The list of rejected files, with the reasons in words. */
    rejectedList: () =>
      stage.querySelector<HTMLElement>(
        '[data-scope="file-upload"][data-part="item-group"][data-type="rejected"]',
      )!,
    removeButton: (fileName: string) => getByRole(stage, "button", { name: `Remove ${fileName}` }),
  }
}

/** A text file of `size` bytes, for a test to pick or drop. */
export const makeFile = (name: string, size: number, type = "text/plain") =>
  new File(["x".repeat(size)], name, { type })

/** A DataTransfer holding `files`, as a drag or the OS dialog hands them over. */
export function transfer(files: File[]) {
  const data = new DataTransfer()
  for (const file of files) data.items.add(file)
  return data
}

/** Picks files the way the OS dialog does: sets them on the hidden input and fires input. */
export function pickFiles(root: ShadowRoot, files: File[]) {
  const input = fileUpload(root).hiddenInput()
  input.files = transfer(files).files
  input.dispatchEvent(new Event("input", { bubbles: true }))
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    allowDrop: SEEN_WHEN.pointer,
    headingLevel: `${SEEN_WHEN.noValue} (headings name the file lists, shown once a file is chosen)`,
  },
}
