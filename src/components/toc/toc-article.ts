/**
 * The toc demo's article: a short guide to state machines, in sections (depth 2) and
 * sub-sections (depth 3), each a heading and a few paragraphs. Our own text.
 */
export interface ArticleSection {
  /** The heading's id, before the demo's prefix: the toc item's value ends with it. */
  slug: string
  title: string
  /** 2 for a section, 3 for a sub-section of the section before it. */
  depth: 2 | 3
  paragraphs: readonly string[]
}

/** One heading level below `level` (a sub-section's under its section's), h6 at most; none stays none. */
export function levelBelow(level: string): string {
  const number = Number(level)
  return Number.isInteger(number) && number >= 1 ? String(Math.min(number + 1, 6)) : level
}

export const articleTitle = "A short guide to state machines"

export const articleSections: readonly ArticleSection[] = [
  {
    slug: "states",
    title: "States",
    depth: 2,
    paragraphs: [
      "A state machine is always in exactly one of a few named states: a door is open, closed or locked, and never somehow two of them.",
    ],
  },
  {
    slug: "events",
    title: "Events",
    depth: 2,
    paragraphs: [
      "Events are the only way in. A click, a key press, a timer running out or a reply from a server each become one event, sent to the machine and handled by its current state.",
    ],
  },
  {
    slug: "guards",
    title: "Guards",
    depth: 3,
    paragraphs: [
      "A guard is a question asked before a transition is taken: is the form valid, is this the last step? When the answer is no, the next transition in the list is tried, or nothing happens.",
    ],
  },
  {
    slug: "actions",
    title: "Actions",
    depth: 3,
    paragraphs: [
      "Actions are what a transition does on the way: update a value, focus an element, call back to the page.",
    ],
  },
  {
    slug: "context",
    title: "Context",
    depth: 2,
    paragraphs: [
      "Not everything fits in a state name. The typed text, the selected item and the scroll position live in the machine's context, beside its state.",
    ],
  },
  {
    slug: "derived-values",
    title: "Derived values",
    depth: 3,
    paragraphs: [
      "Some values are worked out from others rather than stored, so they never disagree with their source.",
    ],
  },
  {
    slug: "effects",
    title: "Effects",
    depth: 2,
    paragraphs: [
      "An effect lives as long as a state does: a timer while a tooltip waits to open, an observer while a list is shown.",
    ],
  },
  {
    slug: "cleaning-up",
    title: "Cleaning up",
    depth: 3,
    paragraphs: [
      "Every effect returns the function that undoes it. Leaving the state calls it, so listeners and timers never outlive the state that needed them.",
    ],
  },
  {
    slug: "testing",
    title: "Testing a machine",
    depth: 2,
    paragraphs: [
      "A machine is a function of its events, so a test is a list of them: send these, expect that state and this context.",
    ],
  },
  {
    slug: "replaying-events",
    title: "Replaying events",
    depth: 3,
    paragraphs: [
      "Record the events of a session and the same machine replays it exactly, which turns a bug report into a test.",
    ],
  },
  {
    slug: "further-reading",
    title: "Further reading",
    depth: 2,
    paragraphs: [
      "Statecharts add nesting and parallel states to the same ideas; they are worth a look once a flat machine starts to repeat itself.",
    ],
  },
]
