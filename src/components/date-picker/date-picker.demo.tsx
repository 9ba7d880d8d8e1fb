// TEMPORARY STUB, replaced by the real pilot.
export default function Stub() {
  return <p>stub</p>
}
