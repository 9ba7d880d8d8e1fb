import "statebook-elements"
