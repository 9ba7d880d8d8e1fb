import { Component, type ErrorInfo, type ReactNode } from "react"

interface Props {
  logPrefix: string
  /** What failed, in the box's heading: the demo unless told. */
  title?: string
  /** Called when the reader asks to try again, before the content renders anew. */
  onRetry?: () => void
  children: ReactNode
}

interface State {
  error: Error | null
}

/**
 * Keeps a failing demo inside its own box: the rest of the page (and other embedded demos)
 * keeps working, and the visitor gets a readable message and a way to retry.
 */
export class DemoErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.logPrefix} the demo failed:`, error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div className="sb-demo-error" role="alert">
        <p>
          <strong>{this.props.title ?? "This demo stopped working."}</strong>
        </p>
        <p className="sb-demo-error-message">{error.message || "Unknown error"}</p>
        <button
          type="button"
          onClick={() => {
            this.props.onRetry?.()
            this.setState({ error: null })
          }}
        >
          Try again
        </button>
      </div>
    )
  }
}
