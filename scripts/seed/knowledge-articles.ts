import { and, asc, count, eq, sql } from 'drizzle-orm'
import { divisions, positions } from '~/domains/org/org.tables'
import {
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_VISIBILITY,
  articleAnswers,
  articleCategories,
  articleDivisions,
  articlePositions,
  articles,
  articleTypes,
  articleVersions,
} from '~/domains/knowledge/knowledge.tables'
import type { Queryable } from '~/platform/db.server'

/** The demo category tree: parent → children (seed brief for issue 6). */
const TREE: [string, string[]][] = [
  ['Company Policies', ['HR Policies', 'IT Policies']],
  ['Onboarding', []],
  ['Safety', ['Warehouse']],
  ['Sales Playbook', []],
  ['Customer Support', []],
]

const TYPES = [
  { name: 'Policy', color: '#e53935', description: 'Rules everyone follows' },
  { name: 'How-to', color: '#1e88e5', description: 'Step-by-step instructions' },
  { name: 'Reference', color: '#43a047', description: 'Facts to look up' },
  { name: 'Announcement', color: '#fb8c00', description: 'News for the team' },
]

/** Titles per leaf category; bodies mention glossary terms (PTO, SLA, KPI, Escalation …). */
const TITLES: Record<string, string[]> = {
  'Company Policies': [
    'Code of conduct',
    'Travel and expenses',
    'Remote work',
    'Conflicts of interest',
  ],
  'HR Policies': [
    'PTO policy',
    'Parental leave',
    'Sick leave',
    'Performance reviews',
    'Harassment reporting',
    'Overtime rules',
    'Benefits enrolment',
    'Holiday calendar',
  ],
  'IT Policies': [
    'Password policy',
    'Acceptable use',
    'Laptop return',
    'Phishing awareness',
    'Software requests',
    'VPN setup',
    'Data retention',
  ],
  Onboarding: [
    'Onboarding checklist',
    'Your first week',
    'Meet the team',
    'Setting up payroll',
    'Buddy programme',
    'Tools we use',
    'Onboarding FAQ',
  ],
  Safety: ['Fire evacuation', 'First aid kits', 'Incident reporting', 'Working at height'],
  Warehouse: [
    'Forklift operation',
    'Forklift daily inspection',
    'Loading dock safety',
    'Pallet racking',
    'Protective equipment',
    'Manual handling',
  ],
  'Sales Playbook': [
    'Qualifying leads',
    'Discovery calls',
    'Pricing and discounts',
    'Handling objections',
    'Closing the deal',
    'Sales KPI dashboard',
    'CRM hygiene',
    'Renewals',
  ],
  'Customer Support': [
    'Support SLA',
    'Escalation path',
    'Refund requests',
    'Tone of voice',
    'Ticket priorities',
    'Knowledge sharing',
    'After-hours support',
    'Customer satisfaction survey',
  ],
}

const TYPE_OF: Record<string, string> = {
  'Company Policies': 'Policy',
  'HR Policies': 'Policy',
  'IT Policies': 'Policy',
  Onboarding: 'How-to',
  Safety: 'Policy',
  Warehouse: 'How-to',
  'Sales Playbook': 'Reference',
  'Customer Support': 'Reference',
}

function bodyOf(title: string, category: string): string {
  return [
    `<h2>${title}</h2>`,
    `<p>This article belongs to <strong>${category}</strong>. It explains what we expect and why.</p>`,
    '<ul><li>Read it fully before your next shift.</li><li>Ask your manager about anything unclear.</li></ul>',
    '<p>Related terms: PTO, SLA, KPI, Onboarding and Escalation are defined in the glossary.</p>',
  ].join('')
}

/**
 * Acme's knowledge base: the category tree, four types and fifty-two articles with tags, some
 * assigned (everyone, a division, a position), some acknowledged by a question, a few with a
 * second published version. Skipped when the company already has articles.
 */
export async function ensureDemoArticles(
  q: Queryable,
  companyId: number,
  authorMembershipId: number,
): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return

  const categoryIds = new Map<string, number>()
  for (const [parent, children] of TREE) {
    const [row] = await q
      .insert(articleCategories)
      .values({ companyId, name: parent })
      .returning({ id: articleCategories.id })
    categoryIds.set(parent, row!.id)
    for (const child of children) {
      const [sub] = await q
        .insert(articleCategories)
        .values({ companyId, name: child, parentId: row!.id, isSubsection: true })
        .returning({ id: articleCategories.id })
      categoryIds.set(child, sub!.id)
    }
  }
  const typeRows = await q
    .insert(articleTypes)
    .values(TYPES.map((type, index) => ({ ...type, companyId, isDefault: index === 0 })))
    .returning({ id: articleTypes.id, name: articleTypes.name })
  const typeIds = new Map(typeRows.map((row) => [row.name, row.id]))
  const [division] = await q
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.companyId, companyId))
    .orderBy(asc(divisions.id))
    .limit(1)
  const [position] = await q
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.companyId, companyId)))
    .orderBy(asc(positions.id))
    .limit(1)

  let n = 0
  for (const [category, titles] of Object.entries(TITLES)) {
    for (const title of titles) {
      n += 1
      const everyone = category === 'Safety' || category === 'Warehouse'
      const question = n % 7 === 0
      const revised = n % 9 === 0
      const body = bodyOf(title, category)
      const [article] = await q
        .insert(articles)
        .values({
          companyId,
          title,
          categoryId: categoryIds.get(category)!,
          typeId: typeIds.get(n % 11 === 0 ? 'Announcement' : TYPE_OF[category]!) ?? null,
          body,
          tags: [category.toLowerCase().split(' ')[0]!, ...(n % 3 === 0 ? ['required'] : [])],
          visibility: n % 10 === 0 ? ARTICLE_VISIBILITY.assignedOnly : ARTICLE_VISIBILITY.allStaff,
          isAssignedToEveryone: everyone,
          reassignMonthDuration: everyone ? 12 : 0,
          acknowledgementType: question
            ? ACKNOWLEDGEMENT_TYPE.questionAndAnswer
            : ACKNOWLEDGEMENT_TYPE.signature,
          acknowledgementQuestion: question ? `Who do you ask about “${title}”?` : '',
          authorMembershipId,
          lastEditedByMembershipId: authorMembershipId,
          publishedOn: new Date(),
          revision: revised ? 2 : 1,
        })
        .returning({ id: articles.id })
      const articleId = article!.id
      if (question) {
        await q.insert(articleAnswers).values([
          { articleId, answer: 'My manager', isCorrect: true, order: 0 },
          { articleId, answer: 'Nobody', isCorrect: false, order: 1 },
        ])
      }
      if (n % 4 === 0 && division)
        await q.insert(articleDivisions).values({ articleId, divisionId: division.id })
      if (n % 5 === 0 && position)
        await q.insert(articlePositions).values({ articleId, positionId: position.id })
      const content = { title, tags: [], blocks: ['text'] }
      await q.insert(articleVersions).values([
        {
          companyId,
          articleId,
          revision: 1,
          title,
          body: revised ? body.replace('what we expect', 'what we used to expect') : body,
          content,
          publishedByMembershipId: authorMembershipId,
        },
        ...(revised
          ? [
              {
                companyId,
                articleId,
                revision: 2,
                title,
                body,
                content,
                publishedByMembershipId: authorMembershipId,
              },
            ]
          : []),
      ])
    }
  }
}

/**
 * seed:large: tops the company up to `total` published articles in one INSERT … SELECT over
 * generate_series (50,000 rows in seconds), spread over a small category tree.
 */
export async function ensureLargeArticles(q: Queryable, companyId: number, total = 50_000) {
  const [existing] = await q
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.companyId, companyId))
  const have = existing?.n ?? 0
  if (have >= total) return
  let [category] = await q
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.companyId, companyId))
    .orderBy(asc(articleCategories.id))
    .limit(1)
  category ??= (
    await q
      .insert(articleCategories)
      .values({ companyId, name: 'Library' })
      .returning({ id: articleCategories.id })
  )[0]
  // Varied words, so that measuring search at this size means something: titles combine a topic
  // and a subject, bodies a few sentences about other topics, tags a topic and a batch.
  const topics = sqlArray(LARGE_TOPICS)
  const subjects = sqlArray(LARGE_SUBJECTS)
  await q.execute(sql`
    insert into articles (company_id, title, category_id, body, tags, published_on, revision)
    select ${companyId},
           initcap(${topics}[1 + n % ${LARGE_TOPICS.length}]) || ' ' || ${subjects}[1 + (n / 7) % ${LARGE_SUBJECTS.length}] || ' ' || n,
           ${category!.id},
           '<p>How ' || ${topics}[1 + (n / 3) % ${LARGE_TOPICS.length}] || ' relates to '
             || ${subjects}[1 + (n / 11) % ${LARGE_SUBJECTS.length}] || ', reference ' || n || '.</p>'
             || '<p>See also ' || ${topics}[1 + (n / 13) % ${LARGE_TOPICS.length}] || ' and '
             || ${subjects}[1 + (n / 17) % ${LARGE_SUBJECTS.length}] || ' (PTO, SLA and KPI).</p>',
           array[${topics}[1 + n % ${LARGE_TOPICS.length}], 'batch-' || (n % 50)], now(), 1
    from generate_series(${have + 1}::int, ${total}::int) as n
  `)
}

const LARGE_TOPICS = (
  'expense travel security privacy onboarding payroll benefits safety forklift warehouse ' +
  'escalation refund invoice laptop password holiday training recruiting compliance shipping ' +
  'inventory returns customer quality'
).split(' ')
const LARGE_SUBJECTS = (
  'policy checklist guide procedure handbook template overview faq standard playbook ' +
  'reference workflow form timeline glossary update'
).split(' ')

/** A text[] literal of fixed words (ours, not user input). */
function sqlArray(words: string[]) {
  return sql.raw(`(array[${words.map((word) => `'${word}'`).join(', ')}])`)
}
