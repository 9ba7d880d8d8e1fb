/** A country (code, label), for the combobox demo. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, the item's value. */
  code: string
  label: string
}

export const countries: readonly Country[] = [
  { code: "AR", label: "Argentina" },
  { code: "AU", label: "Australia" },
  { code: "AT", label: "Austria" },
  { code: "BE", label: "Belgium" },
  { code: "BJ", label: "Benin" },
  { code: "BR", label: "Brazil" },
  { code: "BF", label: "Burkina Faso" },
  { code: "CM", label: "Cameroon" },
  { code: "CA", label: "Canada" },
  { code: "CL", label: "Chile" },
  { code: "CN", label: "China" },
  { code: "CO", label: "Colombia" },
  { code: "HR", label: "Croatia" },
  { code: "CZ", label: "Czechia" },
  { code: "DK", label: "Denmark" },
  { code: "EG", label: "Egypt" },
  { code: "EE", label: "Estonia" },
  { code: "ET", label: "Ethiopia" },
  { code: "FI", label: "Finland" },
  { code: "FR", label: "France" },
  { code: "DE", label: "Germany" },
  { code: "GH", label: "Ghana" },
  { code: "GR", label: "Greece" },
  { code: "HU", label: "Hungary" },
  { code: "IS", label: "Iceland" },
  { code: "IN", label: "India" },
  { code: "ID", label: "Indonesia" },
  { code: "IE", label: "Ireland" },
  { code: "IT", label: "Italy" },
  { code: "CI", label: "Ivory Coast" },
  { code: "JP", label: "Japan" },
  { code: "KE", label: "Kenya" },
  { code: "MX", label: "Mexico" },
  { code: "MA", label: "Morocco" },
  { code: "NL", label: "Netherlands" },
  { code: "NZ", label: "New Zealand" },
  { code: "NG", label: "Nigeria" },
  { code: "NO", label: "Norway" },
  { code: "PE", label: "Peru" },
  { code: "PH", label: "Philippines" },
  { code: "PL", label: "Poland" },
  { code: "PT", label: "Portugal" },
  { code: "RO", label: "Romania" },
  { code: "RW", label: "Rwanda" },
  { code: "SN", label: "Senegal" },
  { code: "SG", label: "Singapore" },
  { code: "ZA", label: "South Africa" },
  { code: "KR", label: "South Korea" },
  { code: "ES", label: "Spain" },
  { code: "SE", label: "Sweden" },
  { code: "CH", label: "Switzerland" },
  { code: "TZ", label: "Tanzania" },
  { code: "TH", label: "Thailand" },
  { code: "TG", label: "Togo" },
  { code: "TO", label: "Tonga" },
  { code: "TN", label: "Tunisia" },
  { code: "TR", label: "Turkey" },
  { code: "UG", label: "Uganda" },
  { code: "UA", label: "Ukraine" },
  { code: "GB", label: "United Kingdom" },
  { code: "US", label: "United States" },
  { code: "UY", label: "Uruguay" },
  { code: "VN", label: "Vietnam" },
  { code: "ZM", label: "Zambia" },
]

/** Countries whose label contains the query, ignoring case (the combobox demo's filter). */
export function filterCountries(query: string): Country[] {
  const needle = query.trim().toLowerCase()
  return countries.filter((country) => country.label.toLowerCase().includes(needle))
}
