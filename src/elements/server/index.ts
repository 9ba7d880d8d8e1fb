/*
 * `statebook-elements/server`: demo elements as HTML, in Node, for pages rendered before
 * they reach the browser. The element hydrates that HTML in place when its code arrives.
 */
export { renderDemo, type RenderDemoOptions } from "./render-demo"
export { prerenderFolder, type PrerenderOptions } from "./prerender"
export { demoStylesheets } from "./stylesheets"
