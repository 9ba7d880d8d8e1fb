import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-qr-code variant="form">: zag's qr-code/form page. The code comes from the submitted
 * field, at level H; Preview turns it into a JPEG image.
 */

const page = (root: ShadowRoot) => ({
  field: () => getByRole<HTMLInputElement>(within(root), "textbox", { name: "Link or text" }),
  generate: () => getByRole(within(root), "button", { name: "Generate" }),
  code: (value: string) => queryByRole(within(root), "img", { name: `QR code for ${value}` }),
  anyCode: () => within(root).querySelector('[data-scope="qr-code"][data-part="frame"]'),
  message: () => queryByRole(within(root), "alert"),
  preview: () =>
    queryByRole<HTMLImageElement>(within(root), "img", { name: /^JPEG of the QR code for / }),
})

async function generate(text: string) {
  const mounted = await mountDemo("qr-code", { variant: "form" })
  const demo = page(mounted.root)
  await click(demo.field())
  await expectFocus(demo.field())
  await type(text)
  await press("Enter")
  return { ...mounted, demo }
}

describe('<demo-qr-code variant="form">', () => {
  afterEach(cleanup)

  it("shows no code until the form is submitted, then the submitted value's at level H", async () => {
    const { root } = await mountDemo("qr-code", { variant: "form" })
    expect(page(root).anyCode()).to.equal(null)
    const { demo } = await generate("https://zagjs.com")
    const code = await waitFor(() => demo.code("https://zagjs.com"), "the code")
    // Level H needs version 3 for the link: 29 modules and the border, at 10 px.
    expect(code.getAttribute("viewBox")).to.equal("0 0 310 310")
  })

  it("keeps the code while the field is edited, and changes it on the next Generate", async () => {
    const { demo } = await generate("first")
    await waitFor(() => demo.code("first"), "the first code")
    demo.field().select()
    await type("second")
    expect(demo.code("first"), "typing alone does not encode").to.not.equal(null)
    await click(demo.generate())
    await waitFor(() => demo.code("second"), "the second code")
  })

  it("refuses an empty value with a message tied to the field", async () => {
    const { root } = await mountDemo("qr-code", { variant: "form" })
    const demo = page(root)
    await click(demo.generate())
    const message = await waitFor(() => demo.message(), "the message")
    expect(message.textContent).to.equal("Enter a link or some text to encode.")
    expect(demo.field().getAttribute("aria-invalid")).to.equal("true")
    expect(demo.field().getAttribute("aria-describedby")).to.equal(message.id)
    expect(demo.anyCode()).to.equal(null)
  })

  it("previews the code as a JPEG image", async () => {
    const { root, demo } = await generate("hello")
    await waitFor(() => demo.code("hello"), "the code")
    await click(getByRole(within(root), "button", { name: "Preview" }))
    const image = await waitFor(() => demo.preview(), "the preview")
    expect(image.src.startsWith("data:image/jpeg;base64,")).to.equal(true)
    expect(image.alt).to.equal("JPEG of the QR code for hello")
  })

  it("has no serious accessibility violations, with a code and with the message", async () => {
    const { element, root, demo } = await generate("hello")
    await waitFor(() => demo.code("hello"), "the code")
    expect(await seriousViolations(element)).to.deep.equal([])
    demo.field().select()
    await press("Backspace")
    await click(page(root).generate())
    await waitFor(() => demo.message(), "the message")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
