/**
 * A readable name for a zag transition guard. Named guards are strings; `and`, `or` and `not`
 * from zag's `createGuards` are closures named `andGuard`, `orGuard` and `notGuard` whose
 * operands are only visible by calling them: we call them with a stand-in `guard` that
 * records each operand instead of evaluating it, so no machine code runs.
 */

type GuardFn = (params: { guard: (operand: unknown) => boolean }) => unknown

const MAX_NESTING = 4

export function guardLabel(guard: unknown, nesting = 0): string {
  if (typeof guard === "string") return guard
  if (typeof guard !== "function") return "guard"
  const combinator = COMBINATORS[guard.name]
  if (!combinator || nesting >= MAX_NESTING) return guard.name || "guard"
  const operands: string[] = []
  try {
    ;(guard as GuardFn)({
      guard(operand) {
        operands.push(guardLabel(operand, nesting + 1))
        // `every` stops at the first false and `some` at the first true: answer so that all run.
        return combinator.keepGoing
      },
    })
  } catch {
    return guard.name
  }
  return combinator.format(operands)
}

const wrap = (label: string) => (/[ &|]/.test(label) ? `(${label})` : label)

const COMBINATORS: Record<string, { keepGoing: boolean; format(operands: string[]): string }> = {
  andGuard: { keepGoing: true, format: (operands) => operands.map(wrap).join(" && ") },
  orGuard: { keepGoing: false, format: (operands) => operands.map(wrap).join(" || ") },
  notGuard: { keepGoing: true, format: (operands) => `!${wrap(operands[0] ?? "guard")}` },
}
