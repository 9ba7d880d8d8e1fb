interface DemoLoadErrorProps {
  message: string
  onRetry?: () => void
}

/**
 * What a demo's box shows when its code could not be fetched (offline, a blocked or missing
 * chunk): what happened and a Retry button, which fetches the code again. The box stays while
 * a retry is on its way, so focus stays on the button if that fails too.
 */
export function DemoLoadError({ message, onRetry }: DemoLoadErrorProps) {
  return (
    <div className="sb-demo-error" role="alert">
      <p>
        <strong>This demo could not load.</strong>
      </p>
      <p className="sb-demo-error-message">
        Its code did not arrive ({message}). Check the connection, then try again.
      </p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
