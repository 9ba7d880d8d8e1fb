import "statebook-elements"
// Each demo holds its place until it has rendered: the page does not jump as they arrive.
import "statebook-elements/reserve.css"
