/** One row of the list: a chemical element. */
export interface ChemicalElement {
  number: number
  symbol: string
  name: string
}

/** The first four periods of the periodic table: what the pretend server pages through. */
export const ELEMENTS: readonly ChemicalElement[] = (
  [
    ["H", "Hydrogen"],
    ["He", "Helium"],
    ["Li", "Lithium"],
    ["Be", "Beryllium"],
    ["B", "Boron"],
    ["C", "Carbon"],
    ["N", "Nitrogen"],
    ["O", "Oxygen"],
    ["F", "Fluorine"],
    ["Ne", "Neon"],
    ["Na", "Sodium"],
    ["Mg", "Magnesium"],
    ["Al", "Aluminium"],
    ["Si", "Silicon"],
    ["P", "Phosphorus"],
    ["S", "Sulfur"],
    ["Cl", "Chlorine"],
    ["Ar", "Argon"],
    ["K", "Potassium"],
    ["Ca", "Calcium"],
    ["Sc", "Scandium"],
    ["Ti", "Titanium"],
    ["V", "Vanadium"],
    ["Cr", "Chromium"],
    ["Mn", "Manganese"],
    ["Fe", "Iron"],
    ["Co", "Cobalt"],
    ["Ni", "Nickel"],
    ["Cu", "Copper"],
    ["Zn", "Zinc"],
    ["Ga", "Gallium"],
    ["Ge", "Germanium"],
    ["As", "Arsenic"],
    ["Se", "Selenium"],
    ["Br", "Bromine"],
    ["Kr", "Krypton"],
  ] as const
).map(([symbol, name], index) => ({ number: index + 1, symbol, name }))
