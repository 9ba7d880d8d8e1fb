import { describe, expect, it } from "vitest"
import { keySteps, keysText } from "./hotkeys-format"

describe("keySteps", () => {
  it("resolves mod to the platform's modifier, one label per key", () => {
    expect(keySteps("mod+K", "linux", "text")).toEqual([["Ctrl", "K"]])
    expect(keySteps("mod+K", "mac", "text")).toEqual([["⌘", "K"]])
  })

  it("splits a sequence into its steps", () => {
    expect(keySteps("G > H", "windows", "text")).toEqual([["G"], ["H"]])
    expect(keySteps("Control+K > D", "linux", "text")).toEqual([["Ctrl", "K"], ["D"]])
  })

  it("writes keys in the chosen style", () => {
    expect(keySteps("mod+Enter", "linux", "text")).toEqual([["Ctrl", "Enter"]])
    expect(keySteps("mod+Enter", "linux", "symbols")).toEqual([["Ctrl", "↵"]])
    expect(keySteps("Escape", "linux", "mixed")).toEqual([["Esc"]])
  })

  it("keeps a space bar and a symbol key", () => {
    expect(keySteps(" ", "linux", "text")).toEqual([["Space"]])
    expect(keySteps("Control+ ", "linux", "text")).toEqual([["Ctrl", "Space"]])
    expect(keySteps("shift+?", "linux", "text")).toEqual([["Shift", "?"]])
  })
})

describe("keysText", () => {
  it("joins a combination with + and a sequence with then", () => {
    expect(keysText([["Ctrl", "K"]])).toBe("Ctrl+K")
    expect(keysText([["G"], ["H"]])).toBe("G then H")
  })
})
