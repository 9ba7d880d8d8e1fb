import { useSyncExternalStore, type ReactNode } from "react"
import { useDemoEnvironment } from "./demo-environment"
import type { MachineSnapshot } from "./inspector"
import { serialize, type Shape } from "./serialize"

/**
 * Live machine state as coloured, structured text. Every value is rendered as a React text
 * node (never as HTML), so context holding user text cannot inject markup.
 */
export function Visualizer() {
  const { inspector } = useDemoEnvironment()
  const snapshots = useSyncExternalStore(inspector.subscribe, inspector.getSnapshots)
  if (snapshots.length === 0) return <p className="sb-muted">No machine is running yet.</p>
  return (
    <div className="sb-visualizer">
      {snapshots.map((snapshot, index) => (
        <MachineView key={index} snapshot={snapshot} showLabel={snapshots.length > 1} />
      ))}
    </div>
  )
}

function MachineView({ snapshot, showLabel }: { snapshot: MachineSnapshot; showLabel: boolean }) {
  return (
    <section className="sb-machine" aria-label={`${snapshot.label} state`}>
      {/* Not a heading: the toolbar is no part of the host page's outline; the section is named. */}
      {showLabel && <p className="sb-machine-label">{snapshot.label}</p>}
      <div className="sb-code" data-testid="machine-state">
        <Line name="state">
          <ShapeView shape={serialize(snapshot.state)} />
        </Line>
        <Line name="context">
          <ShapeView shape={serialize(snapshot.context)} />
        </Line>
        <Line name="events">
          <ShapeView shape={serialize(snapshot.events)} />
        </Line>
      </div>
    </section>
  )
}

function Line({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="sb-line">
      <span className="sb-v-key">{name}</span>
      <span className="sb-v-punct">: </span>
      {children}
    </div>
  )
}

function ShapeView({ shape }: { shape: Shape }): ReactNode {
  switch (shape.kind) {
    case "string":
      return <span className="sb-v-string">{JSON.stringify(shape.text)}</span>
    case "array": {
      if (shape.items.length === 0) return <Empty open={`${shape.name ?? ""}[`} close="]" />
      return (
        <Block open={`${shape.name ? shape.name + " " : ""}[`} close="]" more={shape.more}>
          {shape.items.map((item, index) => (
            <div className="sb-line" key={index}>
              <ShapeView shape={item} />
            </div>
          ))}
        </Block>
      )
    }
    case "object": {
      if (shape.entries.length === 0) return <Empty open={`${shape.name ?? ""}{`} close="}" />
      return (
        <Block open={`${shape.name ? shape.name + " " : ""}{`} close="}" more={shape.more}>
          {shape.entries.map(([key, value]) => (
            <Line key={key} name={key}>
              <ShapeView shape={value} />
            </Line>
          ))}
        </Block>
      )
    }
    default:
      return <span className={`sb-v-${shape.kind}`}>{shape.text}</span>
  }
}

function Empty({ open, close }: { open: string; close: string }) {
  return <span className="sb-v-punct">{`${open}${close}`}</span>
}

function Block(props: { open: string; close: string; more: number; children: ReactNode }) {
  return (
    <>
      <span className="sb-v-punct">{props.open}</span>
      <div className="sb-indent">
        {props.children}
        {props.more > 0 && <div className="sb-muted">{`… ${props.more} more`}</div>}
      </div>
      <span className="sb-v-punct">{props.close}</span>
    </>
  )
}
