import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import type { InspectedMachine } from "../../src/components/kit/runtime/inspector"
import { toJson } from "../../src/components/kit/runtime/json-value"
import { replayabilityOf } from "../../src/components/kit/replay/replayability"
import { recordingsOf } from "../../src/components/kit/runtime/recording"
import { lastSeqOf, replayTo, showLive } from "../../src/components/kit/replay/replayer"
import type { DemoElementApi } from "../../src/elements/api/event-types"
import { inspectorOf } from "../../src/elements/runtime/element-control"
import {
  cleanup,
  click,
  mountDemo,
  nextFrame,
  press,
  pressBurst,
  pressWith,
  stageOf,
  type,
  waitFor,
} from "./helpers"
import { accordion } from "../../src/components/accordion/accordion.page"
import { combobox } from "../../src/components/combobox/combobox.page"
import { datePicker } from "../../src/components/date-picker/date-picker.page"
import { dialogDemo } from "../../src/components/dialog/dialog.page"
import { part } from "./pages/parts"
import { slider } from "./pages/slider-parts"
import { dismissButton, toastDemo } from "../../src/components/toast/toast.page"
import { tour } from "../../src/components/tour/tour.page"
import { treeView } from "../../src/components/tree-view/tree-view.page"

/*
 * For ten demos of different kinds: a session of at least 20 steps recorded by real keys and
 * clicks (for three of them also by keys faster than the page renders), then `replay(n)` to
 * every step of every machine. A replayable step must rebuild the state and context the live
 * machine had there, and the widget must look as it did live (zag's data-state and the ARIA
 * states of every part) where the test saw it live: a step lasts until the machine's next,
 * and the test looks after each input, so it compares the steps whose next one came with a
 * later input. A step that is not replayable must be refused with its reason, and only for a
 * reason its event holds (a pointer position, a page element, a timer): never for how soon
 * the next event came, which depends on the machine the test runs on.
 */

type Input = (root: ShadowRoot) => Promise<unknown>

const key =
  (name: string): Input =>
  () =>
    press(name)
const keys = (...names: string[]): Input[] => names.map(key)
/** Keys back to back: the page renders no frame between them. */
const burst =
  (...names: string[]): Input =>
  () =>
    pressBurst(names)

/** What a reader sees of the widget: each zag part's state and ARIA states, in order. */
function looks(container: ParentNode): string {
  return [...container.querySelectorAll<HTMLElement>("[data-scope][data-part]")]
    .map((part) => {
      const states = ["data-state", "aria-expanded", "aria-selected", "aria-checked"]
        .concat(["aria-valuenow", "aria-pressed", "data-highlighted", "data-selected", "hidden"])
        .map((name) => (part.hasAttribute(name) ? `${name}=${part.getAttribute(name)}` : ""))
        .filter(Boolean)
      const value = part instanceof HTMLInputElement ? ` value=${part.value}` : ""
      return `${part.dataset.scope}/${part.dataset.part} ${states.join(" ")}${value}`
    })
    .join("\n")
}

const machinesOf = (element: HTMLElement) => [...inspectorOf(element)!.getSnapshots()]
/** The newest event any machine of the demo (or the demo itself) was sent. */
const tapeEnd = (element: HTMLElement) =>
  Math.max(0, ...recordingsOf(inspectorOf(element)!).flatMap((r) => r.tape.map((t) => t.seq)))
const lastIndex = (machines: InspectedMachine[]) =>
  machines.reduce((sum, machine) => sum + (machine.lastStep?.index ?? 0), 0)

/** Waits until neither the demo's tape nor its widget changes over two frames. */
async function atRest(element: HTMLElement, root: ShadowRoot) {
  const now = () => `${tapeEnd(element)}\n${looks(stageOf(root))}`
  let last = now()
  for (let round = 0; round < 100; round++) {
    await nextFrame()
    await nextFrame()
    const next = now()
    if (next === last) return
    last = next
  }
  throw new Error("The demo never came to rest")
}

/**
 * Plays the inputs (again, if need be) until the demo's machines took 20 steps; notes how the
 * widget looked after each.
 */
async function record(element: HTMLElement, root: ShadowRoot, inputs: Input[]) {
  // How the widget looked, by the newest event on the tape then.
  const seen = new Map<number, string>()
  // Every machine's newest entry, those that unmount (a toast) included.
  const machines = new Map<object, InspectedMachine>()
  for (const input of [...inputs, ...inputs, ...inputs]) {
    if (lastIndex([...machines.values()]) >= 20) break
    await input(root)
    await atRest(element, root)
    seen.set(tapeEnd(element), looks(stageOf(root)))
    for (const machine of machinesOf(element)) machines.set(machine.recording ?? machine, machine)
  }
  expect(lastIndex([...machines.values()]), "steps recorded").to.be.at.least(20)
  return { seen, machines: [...machines.values()] }
}

interface Sessions {
  [name: string]: {
    /** The demo, when the session's name is not its slug. */
    slug?: string
    inputs: Input[]
    attributes?: Record<string, string>
    /** The reason some of its steps must be refused for. */
    refuses?: string
    /** Other reasons its events may hold (a timer's event comes only if the page was slow). */
    mayRefuse?: string[]
  }
}

const sessions: Sessions = {
  accordion: {
    inputs: [
      (root) => click(accordion(root).trigger("Home")),
      ...keys("ArrowDown", "Enter", "ArrowDown", "Enter", "ArrowUp", "Enter", "End", "Enter"),
      ...keys("Home", "Enter", "ArrowDown", "ArrowDown", "Enter", "ArrowUp", "Enter", "Tab"),
    ],
  },
  menu: {
    mayRefuse: ["refers to a page element"],
    inputs: [
      (root) => click(part(root, "menu", "trigger")),
      ...keys("ArrowDown", "ArrowDown", "ArrowUp", "Escape", "Enter", "ArrowDown", "Enter"),
      ...keys("ArrowDown", "ArrowDown", "Escape", "ArrowDown", "End", "Home", "Enter"),
      ...keys("Enter", "ArrowDown", "Escape"),
    ],
  },
  combobox: {
    inputs: [
      (root) => click(combobox(root).input()),
      () => type("a"),
      ...keys("ArrowDown", "ArrowDown", "ArrowUp", "Enter", "Backspace"),
      () => type("u"),
      ...keys("ArrowDown", "Enter", "Escape", "ArrowDown", "ArrowDown", "Escape", "Tab"),
    ],
  },
  dialog: {
    inputs: [
      (root) => click(dialogDemo(root).trigger()),
      ...keys("Tab", "Tab", "Escape", "Enter", "Tab", "Escape", "Enter", "Escape", "Enter"),
      ...keys("Escape", "Enter", "Escape", "Enter", "Escape", "Enter", "Escape"),
    ],
  },
  slider: {
    refuses: "pointer position",
    inputs: [
      (root) => click(slider(root).thumb()),
      ...keys("ArrowRight", "ArrowRight", "ArrowUp", "PageUp", "ArrowLeft", "Home", "End"),
      ...keys("ArrowLeft", "PageDown", "ArrowDown", "ArrowRight", "ArrowRight", "Home", "Tab"),
    ],
  },
  tabs: {
    inputs: [
      (root) => click(getByRole(stageOf(root), "tab", { selected: true })),
      ...keys("ArrowRight", "ArrowRight", "ArrowLeft", "End", "Home", "ArrowRight", "Tab"),
      () => pressWith("Shift", "Tab"),
      ...keys("ArrowLeft", "ArrowRight", "End", "ArrowLeft", "Home", "Tab"),
    ],
  },
  "tree-view": {
    inputs: [
      (root) => click(treeView(root).topLevelItems()[0]!),
      ...keys("ArrowDown", "ArrowRight", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowUp"),
      ...keys("Enter", "ArrowDown", "End", "Home", "ArrowRight", "ArrowLeft", "Enter"),
      ...keys("ArrowDown", "Enter", "Tab"),
    ],
  },
  "date-picker": {
    inputs: [
      (root) => click(datePicker(root).trigger()),
      ...keys("ArrowRight", "ArrowDown", "ArrowLeft", "Enter"),
      (root) => click(datePicker(root).trigger()),
      ...keys("ArrowUp", "PageDown", "ArrowRight", "Enter", "Escape"),
      (root) => click(datePicker(root).trigger()),
      ...keys("Home", "End", "Escape", "Tab"),
    ],
  },
  toast: {
    // A dismissed toast stays 5 s: its auto-dismiss (a timer's step) is in its history then.
    attributes: { "no-toolbar": "", "remove-delay": "5000" },
    refuses: "sent by a timer",
    mayRefuse: ["refers to a page element"],
    inputs: [
      (root) => click(toastDemo(root).button("Notify (Error)")),
      // An error toast dismisses itself after 5 s.
      (root) =>
        waitFor(
          () => toastDemo(root).toasts()[0]?.dataset.state === "closed",
          "the error toast to dismiss itself",
          7000,
        ),
      (root) => click(toastDemo(root).button("Notify (Loading)")),
      (root) => click(toastDemo(root).button("Pause all")),
      (root) => click(toastDemo(root).button("Resume all")),
      (root) => click(toastDemo(root).button("Update Latest")),
      (root) => click(toastDemo(root).button("Notify (Error)")),
      (root) => click(toastDemo(root).button("Close all")),
      (root) => click(toastDemo(root).button("Notify (Loading)")),
      (root) => click(toastDemo(root).button("Notify (Error)")),
      (root) => click(toastDemo(root).button("Pause all")),
      (root) => click(dismissButton(toastDemo(root).toasts()[0]!)),
      (root) => click(toastDemo(root).button("Resume all")),
      (root) => click(toastDemo(root).button("Close all")),
    ],
  },
  "tabs, keys faster than frames": {
    slug: "tabs",
    inputs: [
      (root) => click(getByRole(stageOf(root), "tab", { selected: true })),
      burst("ArrowRight", "ArrowRight", "ArrowRight"),
      burst("ArrowLeft", "ArrowLeft"),
      burst("End", "ArrowLeft", "Home", "ArrowRight"),
    ],
  },
  "menu, keys faster than frames": {
    slug: "menu",
    mayRefuse: ["refers to a page element"],
    inputs: [
      (root) => click(part(root, "menu", "trigger")),
      burst("ArrowDown", "ArrowDown", "ArrowUp"),
      burst("Escape", "Enter", "ArrowDown"),
      burst("End", "Home", "ArrowDown", "Enter"),
    ],
  },
  "tree view, keys faster than frames": {
    slug: "tree-view",
    inputs: [
      (root) => click(treeView(root).topLevelItems()[0]!),
      burst("ArrowDown", "ArrowRight", "ArrowDown", "ArrowDown"),
      burst("ArrowLeft", "ArrowUp", "Enter"),
      burst("End", "Home", "ArrowRight", "ArrowLeft"),
    ],
  },
  tour: {
    // A step's wait for scrolling ends by zag's timer (100 ms): on the tape if no input came sooner.
    mayRefuse: ["sent by a timer"],
    inputs: [
      (root) => click(tour(root).startButton()),
      (root) => click(tour(root).cardButton("next step")),
      (root) => click(tour(root).cardButton("next step")),
      (root) => click(tour(root).cardButton("previous step")),
      ...keys("ArrowRight", "ArrowLeft", "ArrowRight", "ArrowRight", "Escape"),
      (root) => click(tour(root).startButton()),
      ...keys("ArrowRight", "ArrowRight", "ArrowLeft", "Escape"),
      (root) => click(tour(root).startButton()),
      ...keys("ArrowRight", "Escape"),
    ],
  },
}

describe("Replay of recorded sessions", function () {
  this.timeout(60_000)
  afterEach(cleanup)

  for (const [name, session] of Object.entries(sessions)) {
    it(`${name}: every replayable step rebuilds what the live session had`, async () => {
      const slug = session.slug ?? name
      const { element, root } = await mountDemo(slug, session.attributes ?? { "no-toolbar": "" })
      const api = element as HTMLElement & DemoElementApi
      await api.ready
      // Some machines (a toast) unmount during the session or while the test replays, and two
      // can share a label, so the test replays each by its entry, not by label.
      const { seen, machines } = await record(element, root, session.inputs)
      const inspector = inspectorOf(element)!
      let replayed = 0
      let compared = 0
      const refused: { what: string; reason: string }[] = []
      for (const machine of machines) {
        for (const step of machine.steps) {
          const replayability = replayabilityOf(machine, step)
          const what = `${machine.label} step ${step.index} (${step.event.type})`
          if (!replayability.replayable) {
            const error = await replayTo(inspector, machine, step.index).then(
              () => null,
              (failure: Error) => failure,
            )
            expect(error?.message, what).to.contain(`not replayable: ${replayability.reason}`)
            refused.push({ what, reason: replayability.reason })
            continue
          }
          const result = await replayTo(inspector, machine, step.index)
          expect(result.state, what).to.deep.equal(toJson(step.to))
          expect(result.difference, `${what}: ${result.difference}`).to.equal(null)
          replayed++
          // The step's last event on the tape: the one before the next step's, or the newest.
          const last = lastSeqOf(machine, step, replayability.entry)
          const looked = seen.get(last === Infinity ? tapeEnd(element) : last)
          if (looked === undefined) continue
          await waitFor(() => root.querySelector('.sb-replay-copy[data-shown="true"]'), "the copy")
          expect(looks(root.querySelector(".sb-replay-copy")!), what).to.equal(looked)
          compared++
        }
      }
      showLive(inspector)
      const refusals = refused.map(({ what, reason }) => `${what}: ${reason}`)
      console.log(
        `${name}: ${replayed} steps replayed, ${compared} compared with the widget, ${refused.length} refused${refused.length ? `: ${refusals.join("; ")}` : ""}`,
      )
      expect(replayed, "replayed steps").to.be.at.least(10)
      if (session.refuses) expect(refusals.join("\n")).to.contain(session.refuses)
      const allowed = [session.refuses, ...(session.mayRefuse ?? [])]
      expect(
        refused.filter(({ reason }) => !allowed.includes(reason)).map(({ what }) => what),
        "steps refused for a reason their events do not hold",
      ).to.deep.equal([])
    })
  }
})
