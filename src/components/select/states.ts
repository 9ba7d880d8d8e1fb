/** Some US states (the autofill variant's options): the value is what address autofill fills. */
export const states = [
  { value: "AL", label: "Alabama" },
  { value: "AK", label: "Alaska" },
  { value: "AZ", label: "Arizona" },
  { value: "CA", label: "California" },
  { value: "CO", label: "Colorado" },
  { value: "FL", label: "Florida" },
  { value: "GA", label: "Georgia" },
  { value: "IL", label: "Illinois" },
  { value: "NY", label: "New York" },
  { value: "OR", label: "Oregon" },
  { value: "TX", label: "Texas" },
  { value: "WA", label: "Washington" },
] as const
