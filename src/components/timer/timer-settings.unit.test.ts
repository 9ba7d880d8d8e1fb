import { describe, expect, it } from "vitest"
import { timerMachineProps, timerProgress, timerSettingsProblem } from "./timer-settings"

const countdown = { countdown: true, startMs: 5000, targetMs: 0, interval: 250 }
const stopwatch = { countdown: false, startMs: 0, targetMs: 0, interval: 250 }

describe("timer settings", () => {
  it("accepts the demo defaults", () => {
    expect(timerSettingsProblem(countdown)).toBeNull()
    expect(timerSettingsProblem(stopwatch)).toBeNull()
  })

  it("refuses what zag's timer would throw on", () => {
    expect(timerSettingsProblem({ ...countdown, interval: 0 })).toMatch(/interval must be positive/)
    expect(timerSettingsProblem({ ...countdown, startMs: -1 })).toMatch(/start must be 0 ms/)
    expect(timerSettingsProblem({ ...countdown, targetMs: -5 })).toMatch(/target must be 0 ms/)
    expect(timerSettingsProblem({ ...countdown, startMs: 0 })).toMatch(/must start above 0 ms/)
    expect(timerSettingsProblem({ ...countdown, targetMs: 5000 })).toMatch(/start above its target/)
    expect(timerSettingsProblem({ ...stopwatch, startMs: 2000, targetMs: 1000 })).toMatch(
      /start below its target/,
    )
  })

  it("treats a target of 0 as no target", () => {
    expect(timerMachineProps(countdown).targetMs).toBeUndefined()
    expect(timerMachineProps({ ...stopwatch, targetMs: 3000 }).targetMs).toBe(3000)
  })

  it("measures progress from start to target, and 0 without a target", () => {
    expect(timerProgress({ ...countdown, startMs: 4000 }, 4000)).toBe(0)
    expect(timerProgress({ ...countdown, startMs: 4000 }, 1000)).toBe(0.75)
    expect(timerProgress({ ...countdown, startMs: 4000, targetMs: 2000 }, 2000)).toBe(1)
    expect(timerProgress({ ...stopwatch, targetMs: 10000 }, 2500)).toBe(0.25)
    expect(timerProgress(stopwatch, 2500)).toBe(0)
  })
})
