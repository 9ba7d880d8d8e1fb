/** The product table of the tooltip's multiple-trigger variant: one Info button per row. */
export interface Product {
  id: string
  name: string
  price: number
  stock: number
  description: string
}

export const products: readonly Product[] = [
  { id: "1", name: "Laptop", price: 999, stock: 15, description: "16 GB of memory, 512 GB SSD." },
  { id: "2", name: "Mouse", price: 29, stock: 50, description: "Wireless, with precise tracking." },
  { id: "3", name: "Keyboard", price: 79, stock: 30, description: "Mechanical, backlit keys." },
  { id: "4", name: "Monitor", price: 299, stock: 20, description: "27 inches, 4K, with HDR." },
  {
    id: "5",
    name: "Webcam",
    price: 89,
    stock: 25,
    description: "1080p, autofocus, quiet microphone.",
  },
]
