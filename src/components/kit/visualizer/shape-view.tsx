import type { ReactNode } from "react"
import type { Shape } from "../runtime/serialize"

/*
 * A serialised value as coloured, structured text. Every value is a React text node (never
 * HTML), so context holding user text cannot inject markup.
 */

export function Line({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="sb-line">
      <span className="sb-v-key">{name}</span>
      <span className="sb-v-punct">: </span>
      {children}
    </div>
  )
}

export function ShapeView({ shape }: { shape: Shape }): ReactNode {
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
