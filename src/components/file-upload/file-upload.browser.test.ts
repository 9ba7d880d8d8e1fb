import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { fileUpload } from "./file-upload.page"

/** A file of `size` bytes. */
const makeFile = (name: string, size: number, type = "text/plain") =>
  new File(["x".repeat(size)], name, { type })

function transfer(files: File[]) {
  const data = new DataTransfer()
  for (const file of files) data.items.add(file)
  return data
}

/** Picks files the way the OS dialog does: sets them on the hidden input and fires input. */
async function pickFiles(root: ShadowRoot, files: File[]) {
  const input = fileUpload(root).hiddenInput()
  input.files = transfer(files).files
  input.dispatchEvent(new Event("input", { bubbles: true }))
  await nextFrame()
}

function dragOver(root: ShadowRoot, files: File[]) {
  const event = new DragEvent("dragover", {
    bubbles: true,
    cancelable: true,
    composed: true,
    dataTransfer: transfer(files),
  })
  fileUpload(root).dropzone().dispatchEvent(event)
}

/** Counts clicks on the hidden input (what opens the OS dialog) and cancels the dialog. */
function watchPickerOpens(root: ShadowRoot) {
  let opens = 0
  const input = fileUpload(root).hiddenInput()
  const listener = (event: Event) => {
    opens++
    event.preventDefault()
  }
  input.addEventListener("click", listener)
  return { count: () => opens, stop: () => input.removeEventListener("click", listener) }
}

describe("<demo-file-upload>", () => {
  afterEach(cleanup)

  it("shows the label, the dropzone, Choose file and the default limits", async () => {
    const { root } = await mountDemo("file-upload")
    expect(fileUpload(root).label()).to.equal("Upload file")
    expect(fileUpload(root).dropzone().textContent).to.equal("Drag your file here")
    expect(fileUpload(root).dropzone().getAttribute("role")).to.equal("button")
    expect(fileUpload(root).dropzone().getAttribute("aria-label")).to.contain("Drag your file here")
    expect(fileUpload(root).chooseButton().disabled).to.equal(false)
    expect(fileUpload(root).rules()).to.equal("Up to 1 file, any type, any size.")
    const input = fileUpload(root).hiddenInput()
    expect(input.name).to.equal("files")
    expect(input.multiple).to.equal(false)
    expect(input.hasAttribute("accept")).to.equal(false)
    expect(input.hasAttribute("webkitdirectory")).to.equal(false)
    expect(fileUpload(root).items()).to.have.length(0)
  })

  it("lists a picked file with its size, logs the form, and removes it", async () => {
    const { root } = await mountDemo("file-upload", { log: "" })
    const logs = captureLogs()
    try {
      await pickFiles(root, [makeFile("notes.txt", 1234)])
      await waitFor(() => fileUpload(root).files("accepted").length === 1, "an accepted file")
      expect(fileUpload(root).files("accepted")).to.deep.equal(["notes.txt 1.23 kB"])
      // zag writes the accepted files back into the input, whose change the form logs.
      await waitFor(
        () =>
          logs.lines
            .map((line) => JSON.stringify(line))
            .some((line) => line.includes("form change") && line.includes("notes.txt")),
        "the form change log",
      )
    } finally {
      logs.restore()
    }
    expect(fileUpload(root).hiddenInput().files?.[0]?.name).to.equal("notes.txt")
    await click(fileUpload(root).removeButton("notes.txt"))
    await waitFor(() => fileUpload(root).files("accepted").length === 0, "the file removed")
    expect(fileUpload(root).hiddenInput().files?.length).to.equal(0)
  })

  it("replaces the file when one more is picked with max files 1", async () => {
    const { root } = await mountDemo("file-upload")
    await pickFiles(root, [makeFile("a.txt", 10)])
    await waitFor(() => fileUpload(root).files("accepted").length === 1, "the first file")
    await pickFiles(root, [makeFile("b.txt", 20)])
    await waitFor(() => fileUpload(root).files("accepted")[0] === "b.txt 20 B", "the second file")
    expect(fileUpload(root).files("accepted")).to.have.length(1)
  })

  it("rejects two files at once with TOO_MANY_FILES, and takes them with max files 2", async () => {
    const { root, element } = await mountDemo("file-upload")
    const files = [makeFile("a.txt", 10), makeFile("b.txt", 20)]
    await pickFiles(root, files)
    await waitFor(() => fileUpload(root).files("rejected").length === 2, "two rejected files")
    expect(fileUpload(root).files("rejected")).to.deep.equal([
      "a.txt 10 B TOO_MANY_FILES",
      "b.txt 20 B TOO_MANY_FILES",
    ])
    expect(fileUpload(root).rejectedList().textContent).to.contain("only 1 file is allowed")
    expect(fileUpload(root).files("accepted")).to.have.length(0)

    element.setAttribute("max-files", "2")
    await waitFor(() => fileUpload(root).hiddenInput().multiple, "a multiple input")
    expect(fileUpload(root).rules()).to.contain("Up to 2 files")
    await pickFiles(root, files)
    await waitFor(() => fileUpload(root).files("accepted").length === 2, "two accepted files")
    expect(fileUpload(root).files("rejected")).to.have.length(0)
    await pickFiles(root, [makeFile("c.txt", 30)])
    await waitFor(() => fileUpload(root).files("rejected").length === 1, "a third file rejected")
    expect(fileUpload(root).files("rejected")).to.deep.equal(["c.txt 30 B TOO_MANY_FILES"])
  })

  it("rejects with FILE_TOO_LARGE and FILE_TOO_SMALL by the size controls", async () => {
    const { root } = await mountDemo("file-upload", {
      "min-file-size": "10",
      "max-file-size": "1500",
      "max-files": "3",
    })
    expect(fileUpload(root).rules()).to.equal("Up to 3 files, any type, 10 B to 1.5 kB.")
    await pickFiles(root, [
      makeFile("big.txt", 1501),
      makeFile("tiny.txt", 9),
      makeFile("ok.txt", 10),
    ])
    await waitFor(() => fileUpload(root).files("rejected").length === 2, "two rejected files")
    expect(fileUpload(root).files("rejected")).to.deep.equal([
      "big.txt 1.5 kB FILE_TOO_LARGE",
      "tiny.txt 9 B FILE_TOO_SMALL",
    ])
    const rejected = fileUpload(root).rejectedList()
    expect(rejected.textContent).to.contain("larger than 1.5 kB")
    expect(rejected.textContent).to.contain("smaller than 10 B")
    expect(fileUpload(root).files("accepted")).to.deep.equal(["ok.txt 10 B"])

    await click(fileUpload(root).removeButton("tiny.txt"))
    await waitFor(() => fileUpload(root).files("rejected").length === 1, "a rejected file removed")
  })

  it("rejects a file of the wrong type with FILE_INVALID_TYPE when accept is image/*", async () => {
    const { root } = await mountDemo("file-upload", { accept: "image/*" })
    expect(fileUpload(root).hiddenInput().accept).to.equal("image/*")
    expect(fileUpload(root).rules()).to.contain("type image/*")
    await pickFiles(root, [makeFile("notes.txt", 5)])
    await waitFor(() => fileUpload(root).files("rejected").length === 1, "a rejected file")
    expect(fileUpload(root).files("rejected")).to.deep.equal(["notes.txt 5 B FILE_INVALID_TYPE"])
    expect(fileUpload(root).rejectedList().textContent).to.contain("not of type image/*")
    await pickFiles(root, [makeFile("dot.png", 5, "image/png")])
    await waitFor(() => fileUpload(root).files("accepted").length === 1, "an accepted image")
  })

  it("says so when the min size is above the max size, without crashing", async () => {
    const { root } = await mountDemo("file-upload", {
      "min-file-size": "100",
      "max-file-size": "50",
    })
    expect(root.querySelector(".sb-problem")?.textContent).to.contain("every file will be rejected")
    await pickFiles(root, [makeFile("a.txt", 75)])
    await waitFor(() => fileUpload(root).files("rejected").length === 1, "a rejected file")
  })

  it("shows dragging in the Visualizer while files are dragged over the dropzone", async () => {
    const { root } = await mountDemo("file-upload")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    dragOver(root, [makeFile("a.txt", 3)])
    await waitForVisualizer(root, 'state: "dragging"', "dragging state")
    expect(fileUpload(root).dropzone().hasAttribute("data-dragging")).to.equal(true)
    const leave = new DragEvent("dragleave", { bubbles: true })
    fileUpload(root).dropzone().dispatchEvent(leave)
    await waitForVisualizer(root, 'state: "idle"', "idle after leave")
    expect(fileUpload(root).dropzone().hasAttribute("data-dragging")).to.equal(false)
  })

  // Chromium gives a script-made DataTransfer no file-system entries (webkitGetAsEntry() is
  // null), so zag reads no files from this drop; dropped files go through the same
  // FILE.SELECT checks as picked ones, which the tests above cover.
  it("handles a drop on the dropzone: keeps the page, and leaves dragging", async () => {
    const { root } = await mountDemo("file-upload")
    await openToolbarTab(root, "Visualizer")
    const files = [makeFile("dropped.txt", 2000)]
    dragOver(root, files)
    await waitForVisualizer(root, 'state: "dragging"', "dragging state")
    const drop = new DragEvent("drop", {
      bubbles: true,
      cancelable: true,
      composed: true,
      dataTransfer: transfer(files),
    })
    fileUpload(root).dropzone().dispatchEvent(drop)
    expect(drop.defaultPrevented, "the browser does not open the file").to.equal(true)
    await waitForVisualizer(root, 'state: "idle"', "idle after the drop")
    expect(fileUpload(root).dropzone().hasAttribute("data-dragging")).to.equal(false)
  })

  it("ignores dragged files when allow drop is off", async () => {
    const { root } = await mountDemo("file-upload", { "allow-drop": "false" })
    await openToolbarTab(root, "Visualizer")
    dragOver(root, [makeFile("a.txt", 3)])
    await nextFrame()
    expect(fileUpload(root).dropzone().hasAttribute("data-dragging")).to.equal(false)
    expect(visualizerText(root)).to.include('state: "idle"')
  })

  it("opens the file picker from the dropzone and the button with Enter and Space", async () => {
    const { root } = await mountDemo("file-upload")
    await openToolbarTab(root, "Visualizer")
    const picker = watchPickerOpens(root)
    try {
      fileUpload(root).dropzone().focus()
      await waitForVisualizer(root, 'state: "focused"', "focused state")
      await press("Enter")
      await waitFor(() => picker.count() === 1, "the picker opened by Enter")
      await press(" ")
      await waitFor(() => picker.count() === 2, "the picker opened by Space")
      await press("Tab")
      await waitForVisualizer(root, 'state: "idle"', "idle after blur")
      fileUpload(root).chooseButton().focus()
      await press("Enter")
      await waitFor(() => picker.count() === 3, "the picker opened from the button by Enter")
      await press(" ")
      await waitFor(() => picker.count() === 4, "the picker opened from the button by Space")
      await click(fileUpload(root).dropzone())
      await waitFor(() => picker.count() === 5, "the picker opened by a click on the dropzone")
    } finally {
      picker.stop()
    }
  })

  it("disables the dropzone and the button from the Controls tab", async () => {
    const { root } = await mountDemo("file-upload")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => fileUpload(root).chooseButton().disabled, "a disabled button")
    expect(fileUpload(root).dropzone().getAttribute("aria-disabled")).to.equal("true")
    expect(fileUpload(root).dropzone().hasAttribute("tabindex")).to.equal(false)
    expect(fileUpload(root).hiddenInput().disabled).to.equal(true)
    const picker = watchPickerOpens(root)
    await click(fileUpload(root).dropzone())
    await nextFrame()
    expect(picker.count()).to.equal(0)
    picker.stop()
  })

  it("lets the picker choose a folder with the directory control", async () => {
    const { root, element } = await mountDemo("file-upload")
    element.setAttribute("directory", "")
    await waitFor(
      () => fileUpload(root).hiddenInput().hasAttribute("webkitdirectory"),
      "a folder picker",
    )
  })

  it("has no serious or critical axe violations with accepted and rejected files", async () => {
    const { element, root } = await mountDemo("file-upload", { "max-file-size": "100" })
    await pickFiles(root, [makeFile("big.txt", 200)])
    await waitFor(() => fileUpload(root).files("rejected").length === 1, "a rejected file")
    await pickFiles(root, [makeFile("ok.txt", 20)])
    await waitFor(() => fileUpload(root).files("accepted").length === 1, "an accepted file")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
