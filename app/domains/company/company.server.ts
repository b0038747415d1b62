import { like, or, eq } from 'drizzle-orm'
import type { Queryable } from '~/platform/db.server'
import { companies, type Company } from './company.tables'

/** Letters Unicode does not split into a base letter and an accent, spelled the usual way. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  Ø: 'o',
  ø: 'o',
  Æ: 'ae',
  æ: 'ae',
  Œ: 'oe',
  œ: 'oe',
  ß: 'ss',
  Đ: 'd',
  đ: 'd',
  Ł: 'l',
  ł: 'l',
  Þ: 'th',
  þ: 'th',
}

/** 'Acme Demo, Inc.' → 'acme-demo-inc'; letters with accents keep their base letter. */
export function slugify(name: string): string {
  const slug = name
    .replace(/[ØøÆæŒœßĐđŁłÞþ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return slug || 'company'
}

/** The first free slug among base, base-2, base-3, … */
export async function uniqueCompanySlug(q: Queryable, name: string): Promise<string> {
  const base = slugify(name)
  const taken = new Set(
    (
      await q
        .select({ slug: companies.slug })
        .from(companies)
        .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)))
    ).map((row) => row.slug),
  )
  if (!taken.has(base)) return base
  let suffix = 2
  while (taken.has(`${base}-${suffix}`)) suffix += 1
  return `${base}-${suffix}`
}

const SLUG_ATTEMPTS = 10

/** Inserts a company with a unique slug; call inside the transaction that creates its admin. */
export async function createCompany(q: Queryable, name: string): Promise<Company> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await uniqueCompanySlug(q, name)
    // Two sign-ups with one company name at the same moment pick the same slug: the loser's
    // insert does nothing (without aborting the caller's transaction) and tries the next one.
    const [company] = await q
      .insert(companies)
      .values({ name: name.trim(), slug })
      .onConflictDoNothing({ target: companies.slug })
      .returning()
    if (company) return company
    if (attempt >= SLUG_ATTEMPTS) throw new Error(`No free company slug for "${name}"`)
  }
}
