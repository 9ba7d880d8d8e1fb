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
  "checkbox/controlled": {
    to: "/checkbox?checked=true",
    note: "the Checked setting holds the state (true, false or indeterminate) and the Controls tab changes it from outside the widget, as zag's page does with its Check and Uncheck buttons.",
  },
  "color-picker/rtl": {
    to: "/color-picker?dir=rtl",
    note: "the Direction setting set to rtl: the picker's sliders and swatches read from right to left.",
  },
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
  "date-picker/composition-inline": {
    to: "/date-picker/inline",
    note: "the inline variant: the same always-shown calendar (zag's page builds it from parts).",
  },
  "date-picker/composition-min-max": {
    to: "/date-picker?min=2026-01-05&max=2026-03-20",
    note: "the Min and Max settings bound the dates (zag's page composes the same machine from parts).",
  },
  "date-picker/date-input-date-picker": {
    to: "/date-input",
    note: "the date-input demo: a segmented date field (zag's page pairs it with a picker).",
  },
  "date-picker/dynamic-max": {
    to: "/date-picker?max=2026-03-20",
    note: "the Max setting, which the Controls tab changes while the picker runs.",
  },
  "date-picker/min-max": {
    to: "/date-picker?min=2026-01-05&max=2026-03-20",
    note: "the Min and Max settings bound the dates that can be picked.",
  },
  "date-picker/month-range": {
    to: "/date-picker-range/month-range",
    note: "the range demo's month-range variant: a first and a last month, picked from a grid of months.",
  },
  "date-picker/multi": {
    to: "/date-picker-multi",
    note: "the date picker demo that selects several dates.",
  },
  "date-picker/multiple-months": {
    to: "/date-picker?num-of-months=3",
    note: "several months side by side (the Months setting).",
  },
  "date-picker/range": {
    to: "/date-picker-range",
    note: "the date picker demo that selects a range of dates.",
  },
  "date-picker/range-calendar": {
    to: "/date-picker-range",
    note: "the date picker demo that selects a range of dates.",
  },
  "date-picker/unavailable": {
    to: "/date-picker?weekends-unavailable",
    note: "weekends marked unavailable (the Weekends unavailable setting).",
  },
  "date-picker/year-range": {
    to: "/date-picker-range/year-range",
    note: "the range demo's year-range variant: a first and a last year, picked from a grid of years.",
  },
  "dialog/checkbox-focus-visible": {
    to: "/dialog",
    note: "zag's page checks that a mouse click on a checkbox inside a focus trap shows no focus ring, a bug repro; the machine's demo traps focus the same way.",
  },
  "dialog/controlled": {
    to: "/dialog/delayed-close",
    note: "the delayed-close variant holds the open state in the page, as zag's page does, and closes it from outside the machine.",
  },
  "dialog/multiple-trigger-controlled": {
    to: "/dialog/multiple-trigger",
    note: "the several-triggers variant: the same table of members; zag's page also holds open and triggerValue in React, which changes nothing a user sees.",
  },
  "dialog/scroll-outside": {
    to: "/dialog?prevent-scroll=false",
    note: "the Prevent scroll setting off lets the page behind scroll while the dialog is open, as on zag's page.",
  },
  "dismissable/basic": {
    to: "/nested-popover",
    note: "zag's page stacks dismissable layers (its popovers are built on them); here popovers nest the same way: Escape or a click outside closes the innermost layer first.",
  },
  "drawer/active-snap-point": {
    to: "/drawer?snap-points=20rem,1",
    note: "the drawer's snap points; the one it rests at is its active snap point.",
  },
  "drawer/controlled": {
    to: "/drawer",
    note: "zag's page holds the open state in React and passes every change on at once: the drawer behaves as this demo does (for a state that answers after an async step, see /drawer/controlled-async).",
  },
  "drawer/mobile-nav": {
    to: "/drawer?swipe-direction=start",
    note: "a drawer from the start edge, as a phone's navigation opens (the Swipe direction setting).",
  },
  "drawer/non-modal": {
    to: "/drawer?modal=false",
    note: "a drawer that leaves the page usable (the Modal setting off).",
  },
  "drawer/snap-points": {
    to: "/drawer?snap-points=20rem,1",
    note: "the drawer stops at 20rem and at full height (the Snap points setting).",
  },
  "file-upload/react-hook-form": {
    to: "/file-upload/form",
    note: "a form that requires a file before it sends, with the message tied to the field; zag's page does it with react-hook-form, here with the form's own validation.",
  },
  "file-upload/with-rejections": {
    to: "/file-upload?max-files=2",
    note: "the demo lists each rejected file with zag's error codes and reasons; with Max files at 2 a third file is refused too.",
  },
  "focus-visible/basic": {
    to: "/checkbox",
    note: "zag's page marks a control only when focus came from the keyboard; the checkbox does the same through zag's focus-visible tracker: Tab shows its focus ring, a click does not.",
  },
  "hotkeys/key-recorder": {
    to: "/hotkeys",
    note: "the demo's key recorder: press its button, then a combination or a sequence.",
  },
  "hotkeys/scopes": {
    to: "/hotkeys?scope=terminal",
    note: "the Scope setting: Mod+Enter runs code in the editor scope and a command in the terminal scope.",
  },
  "hotkeys/sequences": {
    to: "/hotkeys?sequence-timeout=2000",
    note: "the demo's G then H and G then I sequences, with the Sequence timeout setting giving two seconds between keys.",
  },
  "image-cropper/circle": {
    to: "/image-cropper?crop-shape=circle",
    note: "the Crop shape setting set to circle.",
  },
  "image-cropper/fixed": {
    to: "/image-cropper?fixed-crop-area=true",
    note: "the Fixed crop area setting: the crop stays put and the picture moves and zooms under it (the resize handles still show).",
  },
  "menu/combobox": { to: "/menu-combobox", note: "a combobox inside a menu." },
  "menu/nested": { to: "/nested-menu", note: "a menu with submenus." },
  "menu/options": { to: "/menu-options", note: "a menu of checkbox and radio options." },
  "menu/submenu-glitch": {
    to: "/menu/multiple-nested",
    note: "four submenu triggers side by side (the several-submenus variant), where zag's page moves the pointer quickly from one to the next.",
  },
  "popover/composition-controlled": {
    to: "/popover/controlled",
    note: "the controlled variant: the page holds the open state and a button outside opens it (zag's page builds the same from parts).",
  },
  "popover/multiple-controlled": {
    to: "/popover/controlled",
    note: "the controlled variant, once: zag's page puts two such popovers side by side, each with its own open state held by the page.",
  },
  "popover/nested": { to: "/nested-popover", note: "a popover that opens another popover." },
  "popover/perf": {
    to: "/popover",
    note: "zag's page times one popover with 200 rows while the page scrolls, a profiling aid with nothing to see; the machine's demo.",
  },
  "popover/responsive": {
    to: "/popover?placement=top",
    note: "zag's page turns the popover full screen on narrow screens through positioning's updatePosition; here the Placement setting moves it, and the demo keeps within the viewport.",
  },
  "popover/selection": {
    to: "/popover?auto-focus=false",
    note: "zag's page opens the popover over selected text (a custom anchor rect, autoFocus off); here the demo with Auto focus off, anchored to its trigger.",
  },
  "popover/sibling-dialog": {
    to: "/dialog/popover-nested",
    note: "popover and dialog as layers of one stack; zag's page sets a self-closing popover beside a dialog that must not close with it, here the popover sits between two dialogs.",
  },
  "popover/tooltip": { to: "/popover-tooltip", note: "a popover trigger that has a tooltip." },
  "scroll-lock/html-scroller": {
    to: "/dialog",
    note: "the dialog's scroll lock goes to whichever element scrolls the page: where <html> is made that element (zag's page, an app-shell layout), the open dialog locks <html>, not <body>.",
  },
  "select/in-dialog": { to: "/select-in-dialog", note: "a select inside a dialog." },
  "slider/number-input": {
    to: "/slider-number-input",
    note: "a slider and a number input that share one value.",
  },
  "splitter/controlled": {
    to: "/splitter?size-a=30&size-b=70",
    note: "the panels' sizes held by the Size settings, which the Controls tab changes.",
  },
  "swap/basic": {
    to: "/presence/swap",
    note: "a mute button whose two faces swap in place through presence, as zag's Swap component does.",
  },
  "timer/countdown": {
    to: "/timer-countdown",
    note: "a countdown timer with start, pause, resume and reset.",
  },
  "timer/stopwatch": {
    to: "/timer-stopwatch",
    note: "a stopwatch that counts up, with start, pause, resume and reset.",
  },
  "toast/overlap": {
    to: "/toast",
    note: "the Overlap setting, on by default: toasts stack on top of each other and spread out on hover or focus.",
  },
  "toast/stacked": {
    to: "/toast?overlap=false",
    note: "the Overlap setting off: toasts sit one under the other with the Gap setting between them.",
  },
  "toc/indicator": {
    to: "/toc?indicator=true",
    note: "the Indicator setting (on by default): a bar slides beside the links of the sections in view.",
  },
  "toc/scroll-element": {
    to: "/toc",
    note: "the demo's article is a scrolling box of its own, handed to zag as the element to watch, and a link scrolls it to its section.",
  },
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
