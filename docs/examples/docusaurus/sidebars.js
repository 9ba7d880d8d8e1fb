// @ts-check
/** @type {import("@docusaurus/plugin-content-docs").SidebarsConfig} */
const sidebars = { demos: ["accordion", "date-picker", "select-in-dialog"] }

export default sidebars
