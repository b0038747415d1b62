import { parseWithZod } from '@conform-to/zod'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { companies } from '../company/company.tables'
import { memberships } from './accounts.tables'
import { htmlClassNames } from '~/platform/preferences'
import { PREFERENCE_FORMS, PREFERENCE_MESSAGES, type PreferenceIntent } from './preferences.schema'
import { changeFromForm, updatePreferences, type PreferenceForm } from './preferences.server'
import { lookupSession } from './sessions.server'

async function signedInAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const session = await signedIn(admin.user, company)
  return { company, admin, ...session }
}

/** The actor the next request would see: preferences are applied on the next render. */
async function nextActor(token: string) {
  const found = await lookupSession({ token })
  if (found.status !== 'active') throw new Error(found.status)
  return found.actor
}

/** A form post exactly as the browser sends it, through the schema the action uses. */
function submit(intent: PreferenceIntent, fields: Record<string, string>): PreferenceForm {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.append(name, value)
  const submission = parseWithZod(formData, { schema: PREFERENCE_FORMS[intent] })
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return { intent, value: submission.value } as PreferenceForm
}

function errorsOf(intent: PreferenceIntent, fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.append(name, value)
  const submission = parseWithZod(formData, { schema: PREFERENCE_FORMS[intent] })
  return submission.status === 'success' ? null : submission.error
}

describe('updatePreferences', () => {
  it('saves language, theme, layout and accessibility for the next page, and audits it', async () => {
    const { actor, token } = await signedInAdmin()
    const meta = testMeta()
    await updatePreferences(
      actor,
      changeFromForm(submit('language', { language_code: 'ar' })),
      meta,
    )
    await updatePreferences(actor, changeFromForm(submit('theme', { theme: 'dark' })), meta)
    await updatePreferences(
      actor,
      changeFromForm(
        submit('layout', {
          layout: 'horizontal',
          navbar_colour: 'emerald',
          navbar_image: '3',
          boxed: 'on',
        }),
      ),
      meta,
    )
    await updatePreferences(
      actor,
      changeFromForm(
        submit('accessibility', {
          text_size: 'larger',
          high_contrast: 'on',
          underline_links: 'on',
        }),
      ),
      meta,
    )

    const next = await nextActor(token)
    expect(next.languageCode).toBe('ar')
    expect(next.isDarkMode).toBe(true)
    expect(next.layoutOptions).toEqual({
      layout: 'horizontal',
      rtl: false,
      boxed: true,
      navbarColour: 'emerald',
      navbarImage: 3,
    })
    expect(htmlClassNames(next)).toBe('theme-dark text-size-larger high-contrast underline-links')
    const [entry] = await auditEntries({
      action: 'account.preferences.update',
      actorUserId: actor.userId,
    })
    expect(entry?.details).toMatchObject({ accessibility: { textSize: 'larger' } })
  })

  it("'system' and the company language are stored as null: follow the device, the company", async () => {
    const { actor, token } = await signedInAdmin()
    await updatePreferences(actor, { languageCode: 'es', isDarkMode: false }, testMeta())
    await updatePreferences(
      actor,
      {
        ...changeFromForm(submit('theme', { theme: 'system' })),
        ...changeFromForm(submit('language', { language_code: '' })),
      },
      testMeta(),
    )
    const next = await nextActor(token)
    expect(next.isDarkMode).toBeNull()
    expect(next.languageCode).toBeNull()
  })

  it('changes the time zone while attendance is active, and refuses it (audited) otherwise', async () => {
    const { company, actor, token } = await signedInAdmin()
    await updatePreferences(
      actor,
      changeFromForm(submit('timezone', { timezone: 'Europe/Madrid' })),
      testMeta(),
    )
    expect((await nextActor(token)).timezone).toBe('Europe/Madrid')

    await db
      .update(companies)
      .set({ activeApps: ['checklist'] })
      .where(eq(companies.id, company.id))
    const withoutAttendance = await nextActor(token)
    await expect(
      updatePreferences(withoutAttendance, { timezone: 'Asia/Tokyo' }, testMeta()),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      fieldErrors: { timezone: [PREFERENCE_MESSAGES.timezoneLocked] },
    })
    const [membership] = await db
      .select({ timezone: memberships.timezone })
      .from(memberships)
      .where(eq(memberships.id, actor.membershipId))
    expect(membership?.timezone).toBe('Europe/Madrid')
    const [refusal] = await auditEntries({
      action: 'account.preferences.update',
      actorUserId: actor.userId,
    })
    expect(refusal?.outcome).toBe('denied')
  })
})

describe('the preference forms', () => {
  it('accept only the listed choices', () => {
    expect(errorsOf('timezone', { timezone: 'Mars/Olympus_Mons' })).toEqual({
      timezone: [PREFERENCE_MESSAGES.chooseTimezone],
    })
    expect(errorsOf('timezone', { timezone: 'UTC' })).toBeNull()
    expect(errorsOf('language', { language_code: 'fr' })).toEqual({
      language_code: [PREFERENCE_MESSAGES.chooseLanguage],
    })
    expect(errorsOf('theme', { theme: 'sepia' })).toEqual({
      theme: [PREFERENCE_MESSAGES.chooseTheme],
    })
    expect(
      errorsOf('layout', { layout: 'vertical', navbar_colour: 'brand', navbar_image: '6' }),
    ).toEqual({ navbar_image: [PREFERENCE_MESSAGES.chooseOption] })
    expect(errorsOf('accessibility', { text_size: 'huge' })).toEqual({
      text_size: [PREFERENCE_MESSAGES.chooseOption],
    })
  })

  it('read an unticked checkbox as off', () => {
    const form = submit('accessibility', { text_size: 'normal' })
    expect(changeFromForm(form)).toEqual({
      accessibility: {
        textSize: 'normal',
        highContrast: false,
        reducedMotion: false,
        underlineLinks: false,
      },
    })
  })
})
