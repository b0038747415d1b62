import { beforeAll } from 'vitest'
import { db } from '~/platform/db.server'
import { seedDemo } from '../../scripts/seed/demo'

import './demo/seed'
import './demo/billing'
import './demo/company'
import './demo/dashboard'
import './demo/people'
import './demo/positions'
import './demo/position-tree'
import './demo/divisions-resp'
import './demo/fields-files'
import './demo/knowledge-articles'
import './demo/knowledge-reading'
import './demo/knowledge-files'
import './demo/knowledge-templates'
import './demo/org-chart'
import './demo/chart-settings'
import './demo/flowcharts'
import './demo/public-knowledge'
import './demo/library-courses'
import './demo/quizzes'
import './demo/courses'
import './demo/position-links'
import './demo/work-tracking'
import './demo/checklists'
import './demo/scorm'
import './demo/requests'
import './demo/attendance-calendar'
import './demo/statistics'
import './demo/esign'

// Every feature's checks of the demo data, against one seeded database: seeding costs seconds
// (more on PGlite), and a file per feature seeded it again. Seeding twice proves the seed
// idempotent, which the parts' "once" checks rely on. Parts that change the data as a visitor
// would (and seed again to prove the change survives) come last. The root hook runs before
// the parts' tests, wherever they were imported.
beforeAll(async () => {
  await seedDemo(db)
  await seedDemo(db)
}, 120_000)
