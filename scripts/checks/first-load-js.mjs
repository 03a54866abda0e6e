#!/usr/bin/env node
// Fails when any page's first-load JavaScript exceeds the budget (FIRST_LOAD_BUDGET, gzipped). `npm run size`.
import { FIRST_LOAD_BUDGET, firstLoadReport } from "../lib/first-load.mjs"

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const report = firstLoadReport()
let over = 0
for (const page of report) {
  const ok = page.total <= FIRST_LOAD_BUDGET
  if (!ok) over += 1
  console.log(`${ok ? "ok  " : "OVER"} ${kb(page.total).padStart(9)}  ${page.route}`)
}
console.log(
  `First-load JS budget ${kb(FIRST_LOAD_BUDGET)} gzipped per page: ${over === 0 ? "all within" : `${over} over`}`,
)
process.exit(over === 0 ? 0 : 1)
