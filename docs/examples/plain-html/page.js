/* global document */
// statechange is composed: one listener on document hears every demo on the page.
// The detail is plain JSON, so it can be logged, stored or posted as it is.
const output = document.getElementById("last-change")
document.addEventListener("statechange", (event) => {
  const { machine, state, event: cause } = event.detail
  output.textContent = `${event.target.localName} ${machine}: ${state} (${cause?.type ?? "start"})`
})
