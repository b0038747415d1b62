// `npm run size`: the JavaScript each route makes a browser download on first visit, gzipped
// (scripts/bundle/page-weights.js), against the form pages' budget of ARCHITECTURE §8 (150 KB;
// BUDGET_KB changes it). Reader pages have 110 KB: tests/integration/bundle-budget.test.ts.
import { pageWeights } from './bundle/page-weights.js'

const BUDGET_KB = Number(process.env.BUDGET_KB ?? 150)

let overBudget = 0
for (const row of pageWeights()) {
  const flag = row.kb > BUDGET_KB ? '  OVER BUDGET' : ''
  if (flag) overBudget += 1
  const name = row.scripts ? row.route : `${row.route} (no scripts)`
  console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${name}${flag}`)
}
process.exit(overBudget ? 1 : 0)
