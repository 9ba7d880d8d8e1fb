/** The JSON of event details, fetched after the widget's first render (element-extras-loader.ts). */
export { toJson } from "../components/kit/runtime/json-value"
export { stateChangeDetail } from "./state-change-detail"
