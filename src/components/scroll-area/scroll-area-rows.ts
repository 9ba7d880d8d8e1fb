/** The rows the scroll area demo scrolls through: the numbers 0 to 99, as in zag's example. */
export const scrollAreaRows: readonly number[] = Array.from({ length: 100 }, (_, index) => index)
