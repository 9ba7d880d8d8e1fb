import "./assets/main.css"

import { createApp } from "vue"
// Each demo's entry registers its element; its code loads when the tag first appears.
import "statebook-elements/accordion"
import "statebook-elements/date-picker"
import App from "./App.vue"
import router from "./router"

const app = createApp(App)

app.use(router)

app.mount("#app")
