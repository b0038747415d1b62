import { count, eq, sql } from 'drizzle-orm'
import { courses } from '~/domains/courses/courses.tables'
import type { Queryable } from '~/platform/db.server'

/** Courses of the large company (issue 18: 1,000 courses and progress for 10,000 staff). */
const LARGE_COURSE_COUNT = 1_000
/** Articles per course: two sections of three; course n uses articles 6n+1 … 6n+6 of the company. */
const ARTICLES_PER_COURSE = 6
/** Every fifth course ends with a quiz (one question, two options). */
const QUIZ_EVERY = 5
const CATEGORY_NAMES = ['Safety', 'Compliance', 'Onboarding', 'Customers', 'Leadership']

/**
 * 1,000 courses built from the large company's articles, assigned to its positions, divisions
 * and everyone (about 27 courses per person), and progress in a third of them: some items done,
 * or all, in which case the quiz was passed and the course completion written (a certificate on
 * every other course). Deterministic from ids and set-based (one statement per table), so the assigned-
 * courses page and the courses admin list are measured on realistic spreads; run once (a company
 * that has courses already is left as it is).
 */
export async function ensureLargeCourses(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(courses)
    .where(eq(courses.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return

  await q.execute(sql`
    insert into course_categories (company_id, name)
    select ${companyId}, name
    from unnest(array[${sql.join(
      CATEGORY_NAMES.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]) as name`)
  await insertCourses(q, companyId)
  await insertSectionsAndItems(q, companyId)
  await insertQuizzes(q, companyId)
  await assignCourses(q, companyId)
  await recordProgress(q, companyId)
}

async function insertCourses(q: Queryable, companyId: number) {
  await q.execute(sql`
    insert into courses (company_id, name, category_id, description, priority, has_certificate,
                         reassign_month_duration)
    select ${companyId}, 'Course ' || n || ': ' || c.name || ' essentials', c.id,
           'What everyone in the team needs to know about ' || lower(c.name) || ' (part ' || n || ').',
           1 + n % 3, n % 2 = 0, (n % 4) * 3
    from generate_series(1, ${LARGE_COURSE_COUNT}) as n
    join lateral (
      select id, name from course_categories where company_id = ${companyId}
      order by id offset (n % ${CATEGORY_NAMES.length}) limit 1
    ) c on true`)
}

/** The company's courses numbered 0 … 999 in id order, as a CTE body. */
const numberedCourses = (companyId: number) => sql`
  select id, (row_number() over (order by id) - 1)::int as n
  from courses where company_id = ${companyId}`

async function insertSectionsAndItems(q: Queryable, companyId: number) {
  await q.execute(sql`
    insert into course_sections (course_id, title, "order")
    select c.id, s.title, s.ord
    from (${numberedCourses(companyId)}) c
    cross join (values ('The basics', 0), ('In practice', 1)) as s(title, ord)`)
  await q.execute(sql`
    with numbered_articles as (
      select id, (row_number() over (order by id) - 1)::int as k
      from articles where company_id = ${companyId}
    ), sections as (
      select cs.id, cs.course_id, cs."order", c.n
      from course_sections cs join (${numberedCourses(companyId)}) c on c.id = cs.course_id
    )
    insert into course_items (course_id, section_id, kind, article_id, "order")
    select s.course_id, s.id, 'article', a.id, i
    from sections s
    cross join generate_series(0, 2) as i
    join numbered_articles a
      on a.k = s.n * ${ARTICLES_PER_COURSE} + s."order" * 3 + i`)
}

async function insertQuizzes(q: Queryable, companyId: number) {
  await q.execute(sql`
    with quizzed as (
      select c.id as course_id, c.n from (${numberedCourses(companyId)}) c
      where c.n % ${QUIZ_EVERY} = 0
    ), made as (
      insert into quizzes (company_id, title, pass_mark_percent)
      select ${companyId}, 'Check: course ' || n, 100 from quizzed
      returning id, title
    ), questions as (
      insert into quiz_questions (quiz_id, kind, text)
      select id, 'true_false', 'I have read every article of this course.' from made
      returning id
    ), options as (
      insert into quiz_options (question_id, text, is_correct, "order")
      select questions.id, o.text, o.correct, o.ord
      from questions cross join (values ('True', true, 0), ('False', false, 1)) as o(text, correct, ord)
    )
    insert into course_items (course_id, section_id, kind, quiz_id, "order")
    select quizzed.course_id,
           (select max(id) from course_sections where course_id = quizzed.course_id),
           'quiz', made.id, 3
    from quizzed join made on made.title = 'Check: course ' || quizzed.n`)
}

/** Every 200th course goes to everyone, every 20th to a division, the rest to a position. */
async function assignCourses(q: Queryable, companyId: number) {
  await q.execute(sql`
    update courses set is_assigned_to_everyone = true
    where id in (select id from (${numberedCourses(companyId)}) c where c.n % 200 = 0)`)
  await q.execute(sql`
    with numbered_divisions as (
      select id, (row_number() over (order by id) - 1)::int as d, count(*) over () as total
      from divisions where company_id = ${companyId}
    )
    insert into course_divisions (course_id, division_id)
    select c.id, nd.id
    from (${numberedCourses(companyId)}) c
    join numbered_divisions nd on nd.d = (c.n / 20) % nd.total
    where c.n % 200 <> 0 and c.n % 20 = 1`)
  await q.execute(sql`
    with numbered_positions as (
      select id, (row_number() over (order by id) - 1)::int as p, count(*) over () as total
      from positions where company_id = ${companyId}
    )
    insert into course_positions (course_id, position_id)
    select c.id, np.id
    from (${numberedCourses(companyId)}) c
    join numbered_positions np on np.p = c.n % np.total
    where c.n % 200 <> 0 and c.n % 20 <> 1`)
}

/**
 * Progress in a third of the courses each person is assigned ((m + n) mod 3 = 0, m the person's
 * id and n the course's number): the first k items done, k = (m + n) mod 7; k = 6 covers the six
 * articles, the quiz is passed and the course completed.
 */
async function recordProgress(q: Queryable, companyId: number) {
  await q.execute(sql`
    create temporary table large_course_progress as
    with numbered as (${numberedCourses(companyId)}),
    assigned as (
      select m.id as membership_id, c.id as course_id
      from memberships m join courses c on c.company_id = m.company_id and c.is_assigned_to_everyone
      where m.company_id = ${companyId} and m.is_active
      union
      select m.id, cd.course_id
      from memberships m join course_divisions cd on cd.division_id = m.division_id
      where m.company_id = ${companyId} and m.is_active
      union
      select mp.membership_id, cp.course_id
      from membership_positions mp join course_positions cp on cp.position_id = mp.position_id
      join memberships m on m.id = mp.membership_id
      where m.company_id = ${companyId} and m.is_active
    )
    select a.membership_id, a.course_id, c.has_certificate,
           ((a.membership_id + numbered.n) % 7)::int as done
    from assigned a
    join numbered on numbered.id = a.course_id
    join courses c on c.id = a.course_id
    where (a.membership_id + numbered.n) % 3 = 0`)
  await q.execute(sql`
    insert into article_acknowledgements (company_id, article_id, membership_id, revision, method)
    select ${companyId}, ci.article_id, p.membership_id, 1, 0
    from large_course_progress p
    join course_sections cs on cs.course_id = p.course_id
    join course_items ci on ci.section_id = cs.id and ci.kind = 'article'
    where cs."order" * 3 + ci."order" < p.done
    on conflict (article_id, membership_id) where superseded_at is null do nothing`)
  await q.execute(sql`
    insert into quiz_attempts (company_id, quiz_id, membership_id, score_percent, passed)
    select ${companyId}, ci.quiz_id, p.membership_id, 100, true
    from large_course_progress p
    join course_items ci on ci.course_id = p.course_id and ci.kind = 'quiz'
    where p.done = 6`)
  await q.execute(sql`
    insert into course_completions (company_id, course_id, membership_id, certificate_code)
    select ${companyId}, p.course_id, p.membership_id,
           case when p.has_certificate then replace(gen_random_uuid()::text, '-', '') end
    from large_course_progress p
    where p.done = 6`)
  await q.execute(sql`drop table large_course_progress`)
}
