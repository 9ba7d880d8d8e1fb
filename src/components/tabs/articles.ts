/** Articles for the tabs demo (id, label, content). Placeholder prose. */
export interface Article {
  id: string
  label: string
  content: string
}

export const articles: readonly Article[] = [
  {
    id: "lighthouses",
    label: "Lighthouses",
    content:
      "Lighthouses mark dangerous coasts and safe harbours. Each light flashes its own pattern, so a sailor at night can tell one tower from the next.",
  },
  {
    id: "tide-pools",
    label: "Tide Pools",
    content:
      "When the sea draws back, rock hollows keep a little of it behind. Crabs, anemones and sea stars wait there for the water to return.",
  },
  {
    id: "dunes",
    label: "Dunes",
    content:
      "Wind piles dry sand into ridges that creep inland year after year. Marram grass binds them in place with roots that reach metres down.",
  },
]

/** The article whose tab also holds a text input */
export const articleWithInput = "tide-pools"
