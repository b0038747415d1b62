// `npm run size`: the JavaScript each route makes a browser download on first visit, gzipped
// (scripts/bundle/page-weights.js), against the form pages' budget of ARCHITECTURE §8 (150 KB;
// BUDGET_KB changes it). tests/integration/bundle-budget.test.ts holds every page to it and the
// reader pages to 110 KB.
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
