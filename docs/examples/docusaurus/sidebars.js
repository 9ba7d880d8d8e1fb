// @ts-check
/** @type {import("@docusaurus/plugin-content-docs").SidebarsConfig} */
module.exports = { demos: ["accordion", "date-picker", "select-in-dialog"] }
