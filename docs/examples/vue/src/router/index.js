import { createRouter, createWebHistory } from "vue-router"
import AccordionView from "../views/AccordionView.vue"
import DatePickerView from "../views/DatePickerView.vue"

const router = createRouter({
  history: createWebHistory(import.meta.env.BASE_URL),
  routes: [
    { path: "/", name: "accordion", component: AccordionView },
    { path: "/date-picker", name: "date-picker", component: DatePickerView },
  ],
})

export default router
