/** The eye on the visibility button: open while the password shows, struck through while hidden. */
export function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path
        d="M2 12c2.5-4.5 6-7 10-7s7.5 2.5 10 7c-2.5 4.5-6 7-10 7s-7.5-2.5-10-7Z"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" strokeWidth="2" />
      {struck && <path d="M3 3l18 18" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  )
}
