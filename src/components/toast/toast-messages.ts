/** The toast demo's notifications. */
export const toastMessages = {
  loading: { title: "Fetching data...", type: "loading" },
  error: { title: "Ooops! Something was wrong", type: "error" },
  update: { title: "Testing", type: "loading" },
} as const
