// Adds up the JSON reports of every suite `npm test` ran into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [resultsDir, failedStepsArg] = process.argv.slice(2)
const failedSteps = Number(failedStepsArg ?? 0)
let passed = 0
let failed = 0
let skipped = 0
const flaky = []

/** The browser tests that failed first and passed on their retry (CI gives one). */
function flakyTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'flaky')
        flaky.push(`[${test.projectName}] ${[...here, spec.title].join(' › ')}`)
    }
  }
  for (const child of suite.suites ?? []) flakyTests(child, here)
}

for (const file of existsSync(resultsDir) ? readdirSync(resultsDir) : []) {
  const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'))
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
  } else if (report.stats) {
    // playwright
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    for (const suite of report.suites ?? []) flakyTests(suite)
  }
}

if (flaky.length > 0) {
  console.log(`${flaky.length} browser test(s) passed only on their retry (flaky: a bug to fix):`)
  for (const title of flaky) console.log(`  ${title}`)
}
if (failedSteps > 0) console.log(`${failedSteps} step(s) failed; see the output above.`)
// A failed check (lint, types, build) counts as a failure even when no test failed.
const failedTotal = failed + (failed === 0 ? failedSteps : 0)
console.log(`${passed} passed, ${failedTotal} failed, ${skipped} skipped`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
