import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  nextFrame,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tagsInput } from "./tags-input.page"

/*
 * <demo-tags-input variant="sentence-builder">, zag's tags-input/sentence-builder: commas and
 * spaces end a token, tokens repeat, punctuation comes from buttons and the sentence is read
 * back. The demo splits at commas only, drops repeats and has neither buttons nor sentence.
 */

async function mountBuilder() {
  const { root, element } = await mountDemo("tags-input", { variant: "sentence-builder" })
  const sentence = () => root.querySelector("output")!.textContent
  const reads = (text: string) => waitFor(() => sentence() === text, `the sentence “${text}”`)
  return { root, element, sentence, reads }
}

describe('<demo-tags-input variant="sentence-builder">', () => {
  afterEach(cleanup)

  it("starts from the tokens of Hello, world! and reads the sentence back", async () => {
    const { root, sentence } = await mountBuilder()
    // The lone space shows as a visible mark.
    expect(tagsInput(root).tags()).to.deep.equal(["Hello", ",", "␣", "world", "!"])
    expect(sentence()).to.equal("Hello, world!")
    expect(getByRole(within(root), "textbox", { name: "Sentence tokens" })).to.equal(
      tagsInput(root).input(),
    )
  })

  it("ends a typed word at a space, and lets a word come back", async () => {
    const { root, reads } = await mountBuilder()
    await click(tagsInput(root).input())
    await type("again again ")
    await waitFor(() => tagsInput(root).tags().length === 7, "two tokens typed")
    expect(tagsInput(root).tags().slice(5)).to.deep.equal(["again", "again"])
    await reads("Hello, world!againagain")
  })

  it("splits a paste at commas and spaces, keeping its repeats", async () => {
    const { root } = await mountBuilder()
    const input = tagsInput(root).input()
    input.focus()
    // zag takes the focus a microtask later; a paste before that is dropped.
    await nextFrame()
    input.value = "a, b a"
    input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }))
    await waitFor(() => tagsInput(root).tags().length === 8, "three pasted tokens")
    expect(tagsInput(root).tags().slice(5)).to.deep.equal(["a", "b", "a"])
  })

  it("adds punctuation and spaces, which typing cannot, from its buttons", async () => {
    const { root, reads } = await mountBuilder()
    const group = getByRole(within(root), "group", { name: "Add punctuation" })
    await click(getByRole(group, "button", { name: "Add space" }))
    await click(tagsInput(root).input())
    await type("again ")
    await click(getByRole(group, "button", { name: "Add exclamation mark" }))
    await reads("Hello, world! again!")
    await click(getByRole(group, "button", { name: "Add comma" }))
    await reads("Hello, world! again!,")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountBuilder()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
