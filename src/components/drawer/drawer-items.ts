/** The drawer's long list: enough rows that its body scrolls inside the open drawer. */
export const drawerItems = Array.from({ length: 100 }, (_, index) => `Item ${index}`)
