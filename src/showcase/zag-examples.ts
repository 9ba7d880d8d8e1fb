/**
 * zag's example pages (examples/next-ts/pages/<machine>/<page> in zag's repository) that a
 * page here shows under another address than `/<demo>/<variant>`: another demo, or a demo
 * with settings in its query. `/<machine>/<page>` opens that address, and the page says which
 * of zag's examples it stands for and how (the note). A variant named as zag's page needs no
 * entry, nor does `basic` (the demo itself). test/unit/zag-examples.test.ts holds every page
 * of the folders covered to an address.
 */
export interface ZagExampleAddress {
  /** The address here, from the site's root, with its settings: `/date-picker?months=2`. */
  to: string
  /** What on that page shows zag's example, for the reader who came by zag's address. */
  note: string
}

export const ZAG_EXAMPLES: Readonly<Record<string, ZagExampleAddress>> = {
  "combobox/cmdk": {
    to: "/command-palette",
    note: "a command palette: a combobox in a dialog, opened with a shortcut.",
  },
  "combobox/custom-value": {
    to: "/combobox/form?allow-custom-value",
    note: "the form variant with custom values allowed: Enter submits text that is no option.",
  },
  "combobox/external-value-change": {
    to: "/combobox",
    note: "the demo's Set to Togo button changes the value from outside the widget.",
  },
  "combobox/tabs": { to: "/combobox-tabs", note: "a combobox whose options sit in tabs." },
  "date-input/controlled": {
    to: "/date-input?value=2024-06-15",
    note: "the Value setting holds the value; a new one replaces what was typed.",
  },
  "date-input/custom-calendar": {
    to: "/date-input?locale=fa-IR",
    note: "the Persian calendar, through the fa-IR locale.",
  },
  "date-input/hour-cycle": {
    to: "/date-input?granularity=minute&hour-cycle=24",
    note: "a date and time in a 24-hour cycle (the Hour cycle setting).",
  },
  "date-input/min-max": {
    to: "/date-input?min=2000-01-01&max=2030-12-31",
    note: "the Min and Max settings bound the date.",
  },
  "date-input/range": {
    to: "/date-input?selection-mode=range",
    note: "two dates, a start and an end (the Selection mode setting).",
  },
  "date-input/time-only": {
    to: "/date-input?time-only&hour-cycle=24",
    note: "the time segments alone (the Time only setting).",
  },
  "date-input/time-only-controlled": {
    to: "/date-input?time-only&hour-cycle=24&value=2024-01-01T14:30",
    note: "the time segments alone, their value held by the Value setting.",
  },
  "date-input/timezone": {
    to: "/date-input?granularity=minute&time-zone=America/Los_Angeles&value=2025-02-03T08:45",
    note: "a moment in a time zone, which the field names (the Time zone setting).",
  },
  "date-picker/multi": {
    to: "/date-picker-multi",
    note: "the date picker demo that selects several dates.",
  },
  "date-picker/range": {
    to: "/date-picker-range",
    note: "the date picker demo that selects a range of dates.",
  },
  "menu/combobox": { to: "/menu-combobox", note: "a combobox inside a menu." },
  "menu/nested": { to: "/nested-menu", note: "a menu with submenus." },
  "menu/options": { to: "/menu-options", note: "a menu of checkbox and radio options." },
  "popover/nested": { to: "/nested-popover", note: "a popover that opens another popover." },
  "popover/tooltip": { to: "/popover-tooltip", note: "a popover trigger that has a tooltip." },
  "select/in-dialog": { to: "/select-in-dialog", note: "a select inside a dialog." },
}

/** The address of zag's example `<machine>/<page>`, if a page here stands for it. */
export function zagExampleAddress(
  example: string,
  isDemo: (slug: string) => boolean,
): ZagExampleAddress | undefined {
  const known = ZAG_EXAMPLES[example]
  if (known) return known
  const [machine, page] = example.split("/")
  if (page === "basic" && isDemo(machine!))
    return { to: `/${machine}`, note: "zag's basic example of the machine is this demo." }
  return undefined
}
