import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '~/platform/db.server'
import { createCompany, slugify, uniqueCompanySlug } from './company.server'
import { companies, DEFAULT_ACTIVE_APPS } from './company.tables'

/** Letters only, so a name stays unique on a shared database and its slug has no digits. */
function tag(): string {
  return Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')
}

describe('slugify', () => {
  it.each([
    ['Acme Demo', 'acme-demo'],
    ['Acme Demo, Inc.', 'acme-demo-inc'],
    ['  Globex   Corporation  ', 'globex-corporation'],
    ['Café Zürich', 'cafe-zurich'],
    ['Ørsted Æble Straße', 'orsted-aeble-strasse'],
    ['Łódź Œuvre', 'lodz-oeuvre'],
    ['ACME_2024 (EU)', 'acme-2024-eu'],
    ['---Dashes---', 'dashes'],
    ['Ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })

  it('falls back to "company" when nothing usable is left', () => {
    expect(slugify('!!!')).toBe('company')
    expect(slugify('日本語')).toBe('company')
    expect(slugify('')).toBe('company')
  })

  it('keeps slugs to 60 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(59)} b ${'c'.repeat(40)}`)
    expect(slug).toBe('a'.repeat(59))
    expect(slugify('x'.repeat(200))).toHaveLength(60)
  })
})

describe('company slugs in the database', () => {
  it('gives a second company with the same name the suffix -2, a third -3', async () => {
    const name = `Acme Demo ${tag()}`
    const base = slugify(name)
    const first = await createCompany(db, name)
    const second = await createCompany(db, name)
    const third = await createCompany(db, `  ${name}  `)
    expect(first.slug).toBe(base)
    expect(second.slug).toBe(`${base}-2`)
    expect(third.slug).toBe(`${base}-3`)
    expect(third.name).toBe(name)
  })

  it('reuses the first free suffix and is not confused by longer slugs that share the prefix', async () => {
    const base = `gap-${tag()}`
    await db.insert(companies).values([
      { name: 'Longer', slug: `${base}-north` },
      { name: 'Taken', slug: base },
      { name: 'Taken 3', slug: `${base}-3` },
    ])
    expect(await uniqueCompanySlug(db, base)).toBe(`${base}-2`)

    const fresh = `fresh-${tag()}`
    await db.insert(companies).values({ name: 'Longer', slug: `${fresh}-north` })
    expect(await uniqueCompanySlug(db, fresh)).toBe(fresh)
  })

  it('starts a new company with the default apps of the seed and today as registration date', async () => {
    const company = await createCompany(db, `Initech ${tag()}`)
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id))
    expect(row!.activeApps).toEqual([...DEFAULT_ACTIVE_APPS])
    expect(row!.weekendInfo).toEqual(['saturday', 'sunday'])
    expect(row!.registeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('gives companies created at the same moment with one name different slugs', async () => {
    const name = `Race ${tag()}`
    const created = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => createCompany(tx, name))),
    )
    expect(new Set(created.map((company) => company.slug)).size).toBe(3)
  })
})
