import DefaultTheme from "vitepress/theme"
// Registers every <demo-*> element in the browser; during the static build it does nothing.
import "statebook-elements"
// Each demo holds its place until it has rendered: the page does not jump as they arrive.
import "statebook-elements/reserve.css"
import "./statebook.css"

export default DefaultTheme
