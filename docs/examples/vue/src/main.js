import { createApp } from "vue"
import { createRouter, createWebHistory } from "vue-router"
// Each demo's entry registers its element; its code loads when the tag first appears.
import "statebook-elements/accordion"
import "statebook-elements/date-picker"
import App from "./App.vue"
import AccordionPage from "./pages/AccordionPage.vue"
import DatePickerPage from "./pages/DatePickerPage.vue"
import "./style.css"

const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: AccordionPage },
    { path: "/date-picker", component: DatePickerPage },
  ],
})

createApp(App).use(router).mount("#app")
