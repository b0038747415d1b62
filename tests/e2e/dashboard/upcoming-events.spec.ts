import type { Page } from '@playwright/test'
import { addDays } from '~/domains/dashboard/upcoming-events'
import { dayIn } from '~/platform/today'
import { formatDay } from '~/domains/dashboard/format'
import {
  database,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'

/** Dates as the dashboard shows them to an English reader ('Fri 4 Dec'). */
const shown = (isoDay: string) =>
  formatDay(isoDay, 'en', { weekday: 'short', day: 'numeric', month: 'short' })

/** A date some days from today, `yearsBack` years earlier (a birthday or a first day). */
function yearsBefore(daysAhead: number, yearsBack: number) {
  const day = addDays(dayIn('UTC'), daysAhead)
  return { day, past: `${Number(day.slice(0, 4)) - yearsBack}${day.slice(4)}` }
}

async function holidaysTable() {
  const [{ db }, { holidays }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/attendance/holidays.tables'),
  ])
  return { db, holidays }
}

/** A new company and its admin, who reads in `language` when given. */
async function newAdmin(language?: 'es') {
  const { makeCompanyWithAdmin } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  if (language) {
    const { db, users, eq } = { ...(await database()), ...(await import('drizzle-orm')) }
    await db.update(users).set({ languageCode: language }).where(eq(users.id, admin.user.id))
  }
  return { company, admin }
}

async function signInAsAdmin(page: Page) {
  const { company, admin } = await newAdmin()
  await signInAs(page, admin)
  return { company, admin }
}

test("upcoming holidays, birthdays and work anniversaries are listed by date, never another company's", async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { db, users, memberships, eq } = { ...(await database()), ...(await import('drizzle-orm')) }
  const { company, admin } = await makeCompanyWithAdmin()
  const other = await makeCompanyWithAdmin()

  const holiday = addDays(dayIn('UTC'), 9)
  const birthday = yearsBefore(2, 33)
  const anniversary = yearsBefore(5, 3)
  const { holidays } = await holidaysTable()
  await db.insert(holidays).values([
    { companyId: company.id, name: 'Summer party', date: holiday },
    { companyId: other.company.id, name: 'Their holiday', date: holiday },
  ])
  const bea = await makeMember(company, { firstName: 'Bea', lastName: 'Birthday' })
  await db.update(users).set({ dateOfBirth: birthday.past }).where(eq(users.id, bea.user.id))
  const hal = await makeMember(company, { firstName: 'Hal', lastName: 'Hired' })
  await db
    .update(memberships)
    .set({ hiredOn: anniversary.past })
    .where(eq(memberships.id, hal.membership.id))
  const stranger = await makeMember(other.company, { firstName: 'Sam', lastName: 'Stranger' })
  await db.update(users).set({ dateOfBirth: birthday.past }).where(eq(users.id, stranger.user.id))

  await signInAs(page, admin)

  const section = page.getByRole('region', { name: 'Upcoming events' })
  await expect(section.getByRole('listitem')).toHaveText([
    `${shown(birthday.day)}Birthday: Bea Birthday`,
    `${shown(anniversary.day)}Work anniversary: Hal Hired, 3 years`,
    `${shown(holiday)}Holiday: Summer party`,
  ])
  await expect(section.locator('time').first()).toHaveAttribute('datetime', birthday.day)
  // Nobody's age or year of birth is shown.
  await expect(section).not.toContainText(birthday.past.slice(0, 4))
  await expect(page.getByText('Their holiday')).toHaveCount(0)
  await expect(page.getByText('Sam Stranger')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('with nothing coming up and nothing assigned, each section says so and what will appear', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await expect(page.getByRole('region', { name: 'Upcoming events' })).toContainText(
    'Nothing is coming up. Company holidays, and the birthdays and work anniversaries of your colleagues, appear here a month ahead.',
  )
  await expect(page.getByRole('region', { name: 'Assigned articles' })).toContainText(
    'No articles are assigned to you yet.',
  )
  // Courses do not exist yet: nothing on the dashboard promises them.
  await expect(page.getByRole('region', { name: 'Assigned courses' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('a Spanish-speaking user reads the dashboard and its form errors in Spanish, from the server', async ({
  page,
}) => {
  const { company, admin } = await newAdmin('es')
  // Written before the first view: the server keeps a company's upcoming events until the app
  // changes them (app/platform/company-memo.server.ts), and this row does not go through the app.
  const { db, holidays } = await holidaysTable()
  const day = addDays(dayIn('UTC'), 4)
  await db.insert(holidays).values({ companyId: company.id, name: 'Fiesta', date: day })
  await signInAs(page, admin)

  await expect(page).toHaveTitle('Panel | Groundwork')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te damos la bienvenida, Ada')
  const events = page.getByRole('region', { name: 'Próximos eventos' })
  await expect(events.getByRole('listitem')).toHaveText([
    `${formatDay(day, 'es', { weekday: 'short', day: 'numeric', month: 'short' })}Festivo: Fiesta`,
  ])
  await expect(page.getByRole('region', { name: 'Cursos asignados' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Añadir tarea' }).click()
  const title = page.getByLabel('Título')
  await expect(title).toHaveAccessibleDescription(/Este campo es obligatorio/)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Hay un problema' })
      .getByRole('link', { name: 'Este campo es obligatorio' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await title.fill('Llamar al banco')
  await page.getByRole('button', { name: 'Añadir tarea' }).click()
  await expect(page.getByText('Tarea pendiente añadida.')).toBeVisible()
})
