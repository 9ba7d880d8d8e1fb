import { replayTo, ReplayError, showLive } from "../../components/kit/replay/replayer"
import type { Inspector } from "../../components/kit/runtime/inspector"
import type { ReplayOptions, ReplayResult } from "../api/event-types"

/**
 * `element.replay(step, options)`, fetched on its first call (runtime/deferred-extras.ts):
 * the step counts in the history of the machine named by `options.machine`, else the main
 * machine (labelled "machine", else the first mounted), as `machineInfo` picks it.
 */
export async function replayElement(
  tag: string,
  inspector: Inspector | undefined,
  step: number | "live" | undefined,
  options: ReplayOptions = {},
): Promise<ReplayResult | null> {
  // A replay counts steps: they are recorded once the recorder is here.
  await inspector?.recorded().catch(() => {})
  const machines = inspector?.getSnapshots() ?? []
  if (!inspector || machines.length === 0)
    throw new ReplayError(`<${tag}>: the demo is not running yet; await element.ready first.`)
  if (step === undefined || step === "live" || step === Infinity) {
    showLive(inspector)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    return null
  }
  const entry = options.machine
    ? machines.find((machine) => machine.label === options.machine)
    : (machines.find((machine) => machine.label === "machine") ?? machines[0])
  if (!entry)
    throw new ReplayError(
      `<${tag}>: no machine labelled ${JSON.stringify(options.machine)}; it runs ${machines.map((machine) => JSON.stringify(machine.label)).join(", ")}.`,
    )
  try {
    const outcome = await replayTo(inspector, entry, step)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    return outcome
  } catch (error) {
    if (error instanceof ReplayError) error.message = `<${tag}>: ${error.message}`
    throw error
  }
}
