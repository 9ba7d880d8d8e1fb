import DefaultTheme from "vitepress/theme"
// Registers every <demo-*> element in the browser; during the static build it does nothing.
import "statebook-elements"
import "./statebook.css"

export default DefaultTheme
