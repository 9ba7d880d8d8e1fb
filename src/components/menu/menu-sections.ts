/**
 * The multiple-nested variant's data: a root menu of sections, each opening its own submenu
 * of demos. Every root item is a submenu trigger, side by side.
 */
import type { MenuItem } from "./menu-items"

export interface MenuSection {
  label: string
  value: string
  items: readonly MenuItem[]
}

export const menuSections: readonly [MenuSection, MenuSection, MenuSection, MenuSection] = [
  {
    label: "Overlays",
    value: "overlays",
    items: [
      { label: "Dialog", value: "dialog" },
      { label: "Popover", value: "popover" },
      { label: "Tooltip", value: "tooltip" },
      { label: "Hover card", value: "hover-card" },
    ],
  },
  {
    label: "Forms",
    value: "forms",
    items: [
      { label: "Checkbox", value: "checkbox" },
      { label: "Combobox", value: "combobox" },
      { label: "Date picker", value: "date-picker" },
    ],
  },
  {
    label: "Navigation",
    value: "navigation",
    items: [
      { label: "Tabs", value: "tabs" },
      { label: "Pagination", value: "pagination" },
      { label: "Steps", value: "steps" },
    ],
  },
  {
    label: "Data display",
    value: "data-display",
    items: [
      { label: "Tree view", value: "tree-view" },
      { label: "Carousel", value: "carousel" },
      { label: "Avatar", value: "avatar" },
    ],
  },
]
