/** Fruits for the radio group and segmented control demos (id, label). */
export interface Fruit {
  id: string
  label: string
}

export const fruits: readonly Fruit[] = [
  { id: "apple", label: "Apples" },
  { id: "orange", label: "Oranges" },
  { id: "mango", label: "Mangoes" },
  { id: "grape", label: "Grapes" },
]
