import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { fileUpload, makeFile, pickFiles } from "./file-upload.page"

/*
 * <demo-file-upload variant="form">: zag's react-hook-form page as a plain form. The file is
 * required: Send without one shows the message and submits nothing; with one, the form's
 * values are logged.
 */

const page = (root: ShadowRoot) => ({
  form: () => getByRole(within(root), "form", { name: "Send a file" }),
  send: () => getByRole(within(root), "button", { name: "Send" }),
  choose: () => getByRole(within(root), "button", { name: "Choose file" }),
  error: () => queryByRole(within(root), "alert"),
  status: () => getByRole(within(root), "status").textContent,
})

const submits = (logs: ReturnType<typeof captureLogs>) =>
  logs.lines.filter((line) => String(line[0]).endsWith("form submit"))

describe('<demo-file-upload variant="form">', () => {
  afterEach(cleanup)

  it("refuses to send without a file: the message shows and focus goes to Choose file", async () => {
    const { root } = await mountDemo("file-upload", { variant: "form", log: "" })
    const demo = page(root)
    expect(demo.error()).to.equal(null)
    const logs = captureLogs()
    try {
      await click(demo.send())
      await waitFor(() => demo.error(), "the required message")
      expect(demo.error()!.textContent).to.equal("Attach a file before sending.")
      await expectFocus(demo.choose())
      expect(demo.choose().getAttribute("aria-invalid")).to.equal("true")
      expect(demo.choose().getAttribute("aria-describedby")).to.equal(demo.error()!.id)
      expect(submits(logs)).to.deep.equal([])
    } finally {
      logs.restore()
    }
  })

  it("clears the message once a file is chosen, and brings it back when it is removed", async () => {
    const { root } = await mountDemo("file-upload", { variant: "form" })
    const demo = page(root)
    await click(demo.send())
    await waitFor(() => demo.error(), "the required message")
    pickFiles(root, [makeFile("cv.txt", 300)])
    await waitFor(() => demo.error() === null, "the message to go")
    expect(demo.choose().hasAttribute("aria-invalid")).to.equal(false)
    await click(fileUpload(root).removeButton("cv.txt"))
    await waitFor(() => demo.error(), "the message to come back")
  })

  it("submits the chosen file's name with the kit's form log", async () => {
    const { root } = await mountDemo("file-upload", { variant: "form", log: "" })
    const demo = page(root)
    const logs = captureLogs()
    try {
      pickFiles(root, [makeFile("cv.txt", 300)])
      await waitFor(() => fileUpload(root).files("accepted").length === 1, "the accepted file")
      await click(demo.send())
      await waitFor(() => submits(logs).length === 1, "the submit log")
      expect(submits(logs)[0]?.[1]).to.deep.equal({ attachment: "cv.txt" })
      expect(demo.status()).to.equal("Sent cv.txt.")
      expect(demo.error()).to.equal(null)
    } finally {
      logs.restore()
    }
  })

  it("has no serious accessibility violations with the message shown", async () => {
    const { element, root } = await mountDemo("file-upload", { variant: "form" })
    await click(page(root).send())
    await waitFor(() => page(root).error(), "the required message")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
