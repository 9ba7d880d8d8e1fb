/**
 * Sample data for the cascade select demo: a world of continents, their countries and the
 * countries' regions, three levels deep. A short pick per country, not a gazetteer: enough
 * to browse, and a few lists long enough to scroll (Asia's countries). Antarctica has no
 * countries and is disabled, to show an option that cannot be chosen.
 */
export interface LocationNode {
  /** The node's value: unique among its siblings, a step of the value path. */
  value: string
  label: string
  disabled?: boolean
  children?: LocationNode[]
}

/** Leaf nodes (regions) from their names, with a value made from each name. */
function regions(...names: string[]): LocationNode[] {
  return names.map((label) => ({
    label,
    value: label
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-"),
  }))
}

function country(value: string, label: string, children: LocationNode[]): LocationNode {
  return { value, label, children }
}

export const locationTree: LocationNode = {
  value: "world",
  label: "World",
  children: [
    {
      value: "africa",
      label: "Africa",
      children: [
        country("algeria", "Algeria", regions("Adrar", "Alger", "Constantine", "Oran")),
        country("egypt", "Egypt", regions("Alexandria", "Aswan", "Cairo", "Giza", "Luxor")),
        country("ghana", "Ghana", regions("Ashanti", "Greater Accra", "Northern", "Volta")),
        country("kenya", "Kenya", regions("Mombasa", "Nairobi", "Nakuru", "Turkana")),
        country("morocco", "Morocco", regions("Casablanca-Settat", "Fès-Meknès", "Rabat-Salé")),
        country("nigeria", "Nigeria", regions("Kano", "Lagos", "Oyo", "Rivers")),
        country("senegal", "Senegal", regions("Dakar", "Saint-Louis", "Thiès", "Ziguinchor")),
        country("zimbabwe", "Zimbabwe", regions("Bulawayo", "Harare", "Manicaland", "Midlands")),
      ],
    },
    { value: "antarctica", label: "Antarctica", disabled: true },
    {
      value: "asia",
      label: "Asia",
      children: [
        country("afghanistan", "Afghanistan", regions("Badakhshān", "Balkh", "Herāt", "Kābul")),
        country("bangladesh", "Bangladesh", regions("Chittagong", "Dhaka", "Khulna", "Sylhet")),
        country("china", "China", regions("Guangxi", "Hubei", "Sichuan", "Yunnan", "Zhejiang")),
        country("india", "India", regions("Goa", "Kerala", "Punjab", "Rajasthan", "Tamil Nadu")),
        country("indonesia", "Indonesia", regions("Bali", "Jakarta", "Papua", "West Java")),
        country("japan", "Japan", regions("Hokkaidō", "Kyōto", "Okinawa", "Ōsaka", "Tōkyō")),
        country("mongolia", "Mongolia", regions("Arkhangai", "Govi-Altai", "Khentii")),
        country("nepal", "Nepal", regions("Bagmati", "Gandaki", "Koshi", "Lumbini")),
        country("pakistan", "Pakistan", regions("Balochistan", "Punjab", "Sindh")),
        country("philippines", "Philippines", regions("Cebu", "Davao", "Metro Manila")),
        country("south-korea", "South Korea", regions("Busan", "Gyeonggi", "Jeju", "Seoul")),
        country("thailand", "Thailand", regions("Bangkok", "Chiang Mai", "Phuket")),
        country("vietnam", "Vietnam", regions("Da Nang", "Hanoi", "Ho Chi Minh City")),
        country("yemen", "Yemen", regions("Aden", "Hadramaut", "Sana'a", "Taiz")),
      ],
    },
    {
      value: "europe",
      label: "Europe",
      children: [
        country("france", "France", regions("Auvergne", "Brittany", "Normandy", "Provence")),
        country("germany", "Germany", regions("Bavaria", "Berlin", "Hamburg", "Saxony")),
        country("italy", "Italy", regions("Lombardy", "Sicily", "Tuscany", "Veneto")),
        country("norway", "Norway", regions("Nordland", "Oslo", "Troms", "Vestland")),
        country("poland", "Poland", regions("Lesser Poland", "Masovia", "Pomerania")),
        country("spain", "Spain", regions("Andalusia", "Catalonia", "Galicia", "Madrid")),
      ],
    },
    {
      value: "north-america",
      label: "North America",
      children: [
        country("canada", "Canada", regions("Alberta", "British Columbia", "Ontario", "Quebec")),
        country("mexico", "Mexico", regions("Chihuahua", "Jalisco", "Oaxaca", "Yucatán")),
        country("united-states", "United States", regions("California", "New York", "Texas")),
      ],
    },
    {
      value: "oceania",
      label: "Oceania",
      children: [
        country("australia", "Australia", regions("New South Wales", "Queensland", "Victoria")),
        country("fiji", "Fiji", regions("Central", "Eastern", "Northern", "Western")),
        country("new-zealand", "New Zealand", regions("Auckland", "Canterbury", "Otago")),
      ],
    },
    {
      value: "south-america",
      label: "South America",
      children: [
        country("argentina", "Argentina", regions("Buenos Aires", "Córdoba", "Mendoza")),
        country("brazil", "Brazil", regions("Bahia", "Minas Gerais", "São Paulo")),
        country("chile", "Chile", regions("Antofagasta", "Santiago", "Valparaíso")),
        country("peru", "Peru", regions("Arequipa", "Cusco", "Lima")),
      ],
    },
  ],
}
