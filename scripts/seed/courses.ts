import { and, eq, inArray } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { courseAssignments } from '~/domains/courses/learning/course-access.server'
import { recordCourseCompletions } from '~/domains/courses/learning/course-completions.server'
import {
  COURSE_PRIORITY,
  courseCategories,
  courseDivisions,
  courseItems,
  courseResponsibilities,
  courses,
  courseSections,
  type CoursePriority,
} from '~/domains/courses/courses.tables'
import { articles } from '~/domains/knowledge/knowledge.tables'
import { divisions, responsibilities } from '~/domains/org/org.tables'
import { quizAttempts, quizzes } from '~/domains/quizzes/quizzes.tables'
import type { Queryable } from '~/platform/db.server'
import { acknowledgeAsDemoReaders } from './knowledge-reading'
import { recordPassingAttempt } from './quizzes'

/** An item of a demo course: an Acme article or a demo quiz (scripts/seed/quizzes.ts), by title. */
type DemoItem = { article: string } | { quiz: string }

interface DemoCourse {
  name: string
  category: string
  description: string
  priority: CoursePriority
  hasCertificate: boolean
  reassignMonthDuration: number
  assign: { everyone?: true; divisions?: string[]; responsibilities?: string[] }
  sections: { title: string; items: DemoItem[] }[]
}

/**
 * Acme's own courses, built from its articles and quizzes: three assigned (to everyone, to a
 * division, to responsibility holders), one with a certificate that people have earned, and one
 * not assigned yet, as a KB admin would leave a course in the making.
 */
export const DEMO_COURSES: DemoCourse[] = [
  {
    name: 'New starter essentials',
    category: 'Onboarding',
    description: 'Everything a new colleague needs in their first weeks at Acme.',
    priority: COURSE_PRIORITY.high,
    hasCertificate: true,
    reassignMonthDuration: 12,
    assign: { everyone: true },
    sections: [
      {
        title: 'Your first week',
        items: [
          { article: 'Onboarding checklist' },
          { article: 'Your first week' },
          { article: 'Tools we use' },
        ],
      },
      {
        title: 'Policies everyone follows',
        items: [
          { article: 'Code of conduct' },
          { article: 'Password policy' },
          { quiz: 'Phishing awareness quiz' },
        ],
      },
    ],
  },
  {
    name: 'Support fundamentals',
    category: 'Customers',
    description: 'How we answer customers, and what to do when something goes wrong.',
    priority: COURSE_PRIORITY.normal,
    hasCertificate: false,
    reassignMonthDuration: 0,
    assign: { divisions: ['Customer Support'] },
    sections: [
      {
        title: 'Answering customers',
        items: [{ article: 'Support SLA' }, { article: 'Tone of voice' }],
      },
      {
        title: 'When it goes wrong',
        items: [{ article: 'Escalation path' }, { article: 'Refund requests' }],
      },
    ],
  },
  {
    name: 'Fire and first aid',
    category: 'Safety',
    description: 'For fire wardens and first aiders: the evacuation, the kits and reporting.',
    priority: COURSE_PRIORITY.high,
    hasCertificate: true,
    reassignMonthDuration: 6,
    assign: { responsibilities: ['Fire warden', 'First aider'] },
    sections: [
      {
        title: 'Fire',
        items: [{ article: 'Fire evacuation' }, { quiz: 'Fire evacuation quiz' }],
      },
      {
        title: 'First aid',
        items: [{ article: 'First aid kits' }, { article: 'Incident reporting' }],
      },
    ],
  },
  {
    name: 'Sales onboarding',
    category: 'Sales',
    description: 'From the first call to the signed deal (being written: not assigned yet).',
    priority: COURSE_PRIORITY.low,
    hasCertificate: false,
    reassignMonthDuration: 0,
    assign: {},
    sections: [
      {
        title: 'Finding the right customers',
        items: [{ article: 'Qualifying leads' }, { article: 'Discovery calls' }],
      },
      { title: 'Winning the deal', items: [{ article: 'Closing the deal' }] },
    ],
  },
]

/** Who takes part in the demo's progress: the demo's own sign-ins always do. */
const ADMIN_EMAIL = 'admin@acme.test'
const EMPLOYEE_EMAIL = 'employee@acme.test'
const SEED_META = { ip: '192.0.2.10', userAgent: 'Demo seed' }

/**
 * Acme's courses with progress: of the people a course reaches, about a third have finished it
 * (every article acknowledged, its quiz passed, the completion written by the learning service,
 * so certificates are issued as the app issues them), a third are halfway and a third have not
 * started. The admin has finished New starter essentials (a certificate to open) and the demo
 * employee is halfway through it. Idempotent: a company with these courses is left as it is.
 */
export async function ensureDemoCourses(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), eq(courses.name, DEMO_COURSES[0]!.name)))
  if (existing) return
  for (const course of DEMO_COURSES) {
    const made = await insertCourse(q, companyId, course)
    await recordProgress(q, companyId, made)
  }
}

interface MadeCourse {
  id: number
  articles: { id: number; revision: number; acknowledgementType: number }[]
  quizIds: number[]
}

async function insertCourse(q: Queryable, companyId: number, course: DemoCourse) {
  const category = await courseCategory(q, companyId, course.category)
  const [row] = await q
    .insert(courses)
    .values({
      companyId,
      name: course.name,
      categoryId: category,
      description: course.description,
      priority: course.priority,
      hasCertificate: course.hasCertificate,
      reassignMonthDuration: course.reassignMonthDuration,
      isAssignedToEveryone: course.assign.everyone ?? false,
    })
    .returning({ id: courses.id })
  const made: MadeCourse = { id: row!.id, articles: [], quizIds: [] }
  for (const [order, section] of course.sections.entries()) {
    const [sectionRow] = await q
      .insert(courseSections)
      .values({ courseId: made.id, title: section.title, order })
      .returning({ id: courseSections.id })
    for (const [itemOrder, item] of section.items.entries()) {
      const target = await itemTarget(q, companyId, item)
      if (target.kind === 'article') made.articles.push(target.article)
      else made.quizIds.push(target.quizId)
      await q.insert(courseItems).values({
        courseId: made.id,
        sectionId: sectionRow!.id,
        order: itemOrder,
        ...(target.kind === 'article'
          ? { kind: 'article', articleId: target.article.id }
          : { kind: 'quiz', quizId: target.quizId }),
      })
    }
  }
  await assign(q, companyId, made.id, course.assign)
  return made
}

async function courseCategory(q: Queryable, companyId: number, name: string): Promise<number> {
  const [found] = await q
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(and(eq(courseCategories.companyId, companyId), eq(courseCategories.name, name)))
  if (found) return found.id
  const [made] = await q
    .insert(courseCategories)
    .values({ companyId, name })
    .returning({ id: courseCategories.id })
  return made!.id
}

type ItemTarget =
  { kind: 'article'; article: MadeCourse['articles'][number] } | { kind: 'quiz'; quizId: number }

async function itemTarget(q: Queryable, companyId: number, item: DemoItem): Promise<ItemTarget> {
  if ('article' in item) {
    const [article] = await q
      .select({
        id: articles.id,
        revision: articles.revision,
        acknowledgementType: articles.acknowledgementType,
      })
      .from(articles)
      .where(and(eq(articles.companyId, companyId), eq(articles.title, item.article)))
    if (!article) throw new Error(`The demo has no article "${item.article}"`)
    return { kind: 'article', article }
  }
  const [quiz] = await q
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.companyId, companyId), eq(quizzes.title, item.quiz)))
  if (!quiz) throw new Error(`The demo has no quiz "${item.quiz}"`)
  return { kind: 'quiz', quizId: quiz.id }
}

async function assign(
  q: Queryable,
  companyId: number,
  courseId: number,
  targets: DemoCourse['assign'],
) {
  if (targets.divisions?.length) {
    const rows = await q
      .select({ id: divisions.id })
      .from(divisions)
      .where(and(eq(divisions.companyId, companyId), inArray(divisions.name, targets.divisions)))
    await q.insert(courseDivisions).values(rows.map((row) => ({ courseId, divisionId: row.id })))
  }
  if (targets.responsibilities?.length) {
    const rows = await q
      .select({ id: responsibilities.id })
      .from(responsibilities)
      .where(
        and(
          eq(responsibilities.companyId, companyId),
          inArray(responsibilities.title, targets.responsibilities),
        ),
      )
    await q
      .insert(courseResponsibilities)
      .values(rows.map((row) => ({ courseId, responsibilityId: row.id })))
  }
}

/** The share of a course a learner has done: 0 none, 1 half of its articles, 2 everything. */
function progressLevel(learner: { id: number; email: string }, courseId: number): 0 | 1 | 2 {
  if (learner.email === ADMIN_EMAIL) return 2
  if (learner.email === EMPLOYEE_EMAIL) return 1
  return ((learner.id + courseId) % 3) as 0 | 1 | 2
}

async function recordProgress(q: Queryable, companyId: number, course: MadeCourse) {
  const learners = await q
    .select({
      id: memberships.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(memberships.id, courseAssignments.assignedMembers(course.id)))
  const triedQuiz = await quizTakers(q, course.quizIds)
  const started = learners.filter((learner) => progressLevel(learner, course.id) > 0)
  // Someone who already took one of the course's quizzes (the quizzes seed) keeps those attempts
  // as they are and is left halfway, so no one goes over a quiz's attempt limit.
  const finished = started.filter(
    (learner) => progressLevel(learner, course.id) === 2 && !triedQuiz.has(learner.id),
  )
  const half = Math.ceil(course.articles.length / 2)
  for (const [index, article] of course.articles.entries()) {
    const readers = index < half ? started : finished
    await acknowledgeAsDemoReaders(q, companyId, article, readers)
  }
  for (const quizId of course.quizIds) {
    for (const learner of finished) await recordPassingAttempt(q, companyId, quizId, learner.id)
  }
  const lastItem = course.quizIds.length
    ? { quizId: course.quizIds.at(-1)! }
    : { articleId: course.articles.at(-1)!.id }
  for (const learner of finished) {
    await recordCourseCompletions(learner.id, lastItem, { q, meta: SEED_META })
  }
}

async function quizTakers(q: Queryable, quizIds: number[]): Promise<Set<number>> {
  if (quizIds.length === 0) return new Set()
  const rows = await q
    .selectDistinct({ membershipId: quizAttempts.membershipId })
    .from(quizAttempts)
    .where(inArray(quizAttempts.quizId, quizIds))
  return new Set(rows.map((row) => row.membershipId))
}
