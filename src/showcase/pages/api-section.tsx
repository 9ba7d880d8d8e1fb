import { useEffect, useId, useState, type ReactNode } from "react"
import { loadKeyboardMap } from "../../components/kit/accessibility/keyboard-maps"
import { keyLabel, type KeyboardMap } from "../../components/kit/accessibility/keyboard-map"
import type { ApiField, DemoApiReference } from "../../components/kit/runtime/api-reference"
import { loadApiReference } from "../../components/kit/runtime/api-references"
import { demoTag } from "../../demo-tag"
import { CodeSpans } from "./code-spans"
import apiSectionCss from "./api-section.css?inline"

interface ApiDocs {
  reference: DemoApiReference
  keyboard: KeyboardMap
}

/**
 * The element's API reference and the demo's (or variant's) keys, fetched once the widget
 * runs: they are for reading after trying, so they never compete with the widget's code.
 */
async function loadApiDocs(slug: string, key: string): Promise<ApiDocs> {
  const element = document.querySelector<HTMLElement & { ready?: Promise<void> }>(demoTag(slug))
  // A demo that failed still has an API to read.
  await element?.ready?.catch(() => {})
  const [reference, keyboard] = await Promise.all([loadApiReference(key), loadKeyboardMap(key)])
  return { reference, keyboard }
}

/**
 * A demo page's API section (`key`: the demo's slug, or `<slug>/<variant>` for a variant's
 * keys), once its sentences are here; what failed if they could not come.
 */
export function ApiSection({ slug, variant }: { slug: string; variant?: string }) {
  const [docs, setDocs] = useState<{ key: string; docs?: ApiDocs; error?: unknown }>()
  const key = variant ? `${slug}/${variant}` : slug
  useEffect(() => {
    let live = true
    loadApiDocs(slug, key).then(
      (docs) => live && setDocs({ key, docs }),
      (error: unknown) => live && setDocs({ key, error }),
    )
    return () => {
      live = false
    }
  }, [slug, key])
  if (docs?.key !== key) return null
  if (!docs.docs)
    return (
      <p role="alert" className="site-demo-problem">
        The API reference could not load ({String(docs.error)}). Reload the page to try again.
      </p>
    )
  return <ApiTables slug={slug} {...docs.docs} />
}

/**
 * A demo page's API: what its element takes (attributes, each a property too), adds
 * (properties, methods) and tells (events and their detail), and the keys its widget
 * handles, from the schema custom-elements.json is built from and the keyboard map the
 * Accessibility tab shows.
 */
function ApiTables({ slug, reference, keyboard }: { slug: string } & ApiDocs) {
  const tag = <code>{`<${demoTag(slug)}>`}</code>
  const { attributes, properties, methods, events } = reference
  return (
    <section className="site-api" aria-labelledby="api-heading">
      {/* The section's look comes with its chunk (the site's stylesheet is the entry's
          alone); React hoists it into the head, once. */}
      <style href="statebook-api-section" precedence="default">
        {apiSectionCss}
      </style>
      <h2 id="api-heading">API</h2>
      <p>
        What {tag} takes, adds and tells, as its custom-elements.json declares it, and the keys its
        widget answers.
      </p>
      <ApiTable
        heading="Attributes"
        caption={<>Attributes of {tag}: each setting is also a property.</>}
        columns={["Attribute", "Property", "Type", "Default", "Description"]}
        rows={attributes.map((attribute) => [
          <code>{attribute.name}</code>,
          attribute.property ? <code>{attribute.property}</code> : "—",
          <code>{attribute.type}</code>,
          <code>{attribute.default}</code>,
          <CodeSpans text={attribute.description} />,
        ])}
      />
      <ApiTable
        heading="Properties"
        caption={<>Properties {tag} adds besides its settings.</>}
        columns={["Property", "Type", "Description"]}
        rows={properties.map((property) => [
          <code>{property.name}</code>,
          <code>{`${property.readonly ? "readonly " : ""}${property.type}`}</code>,
          <CodeSpans text={property.description} />,
        ])}
      />
      <ApiTable
        heading="Methods"
        caption={<>Methods of {tag}.</>}
        columns={["Method", "Signature", "Description"]}
        rows={methods.map((method) => [
          <code>{method.name}</code>,
          <code>{method.signature}</code>,
          <>
            <CodeSpans text={method.description} />
            <FieldList fields={method.parameters} />
          </>,
        ])}
      />
      <ApiTable
        heading="Events"
        caption={<>Events {tag} dispatches, each a CustomEvent with its detail.</>}
        columns={["Event", "Detail", "Description"]}
        rows={events.map((event) => [
          <code>{event.name}</code>,
          <>
            <code>{event.detail}</code>
            <FieldList fields={event.fields} />
          </>,
          <CodeSpans text={event.description} />,
        ])}
      />
      <ApiTable
        heading="Keyboard"
        note={keyboard.note}
        caption={<>Keys the widget handles, where focus must be and what each does.</>}
        columns={["Keys", "Focus on", "What it does"]}
        rows={keyboard.bindings.map((binding) => [
          <>
            {binding.keys.map((key, index) => (
              <span key={key}>
                {index > 0 && " "}
                <kbd>{keyLabel(key)}</kbd>
              </span>
            ))}
          </>,
          binding.machine ? `${binding.part} (${binding.machine})` : binding.part,
          binding.action,
        ])}
      />
    </section>
  )
}

/**
 * A table under its own heading, in a region that scrolls sideways on a narrow screen
 * rather than the page. Its first cell heads each row.
 */
function ApiTable(props: {
  heading: string
  /** Said under the heading, before the table; shown even when there is no table. */
  note?: string
  caption: ReactNode
  columns: readonly string[]
  rows: readonly (readonly ReactNode[])[]
}) {
  const id = useId()
  if (props.rows.length === 0 && !props.note) return null
  return (
    <>
      <h3 id={`${id}-heading`}>{props.heading}</h3>
      {props.note && <p>{props.note}</p>}
      {props.rows.length > 0 && (
        <div
          className="site-api-scroll"
          role="region"
          aria-labelledby={`${id}-heading`}
          // Focusable, so a keyboard can scroll it.
          tabIndex={0}
        >
          <table className="site-api-table">
            <caption>{props.caption}</caption>
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map(([first, ...cells], row) => (
                <tr key={row}>
                  <th scope="row">{first}</th>
                  {cells.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

/** A detail's or a method's fields: name, type and what each holds. */
function FieldList({ fields }: { fields: readonly ApiField[] }) {
  if (fields.length === 0) return null
  return (
    <ul className="site-api-fields">
      {fields.map((field) => (
        <li key={field.name}>
          <code>{`${field.name}: ${field.type}`}</code>
          {field.description && (
            <>
              {" "}
              <CodeSpans text={field.description} />
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
