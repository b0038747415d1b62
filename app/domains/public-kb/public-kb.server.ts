import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import { audit, auditChange, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { clearOtherDefaults, givenFields, insertOwned } from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'
import { articlePublicKnowledgebases, publicKnowledgebases } from '../knowledge/knowledge.tables'
import { hasVerificationRecord, verificationRecord } from './domain-verification.server'
import { PUBLIC_KB_MESSAGES as M } from './public-kb.constants'
import { publicKbPath } from './public-paths'
import type { PublicKbCreateInput, PublicKbUpdateInput } from './public-kb.schema'
import { forgetVerifiedDomains } from './public-host.server'

/** The REST shape of seed 001 §3 Public knowledgebase, with what the admin pages show. */
export interface PublicKbDto {
  id: number
  name: string
  is_default: boolean
  url_part: string
  domain: string | null
  domain_verified: boolean
  domain_verified_at: string | null
  /** Where the public pages are, on this site (the custom domain serves them at its root). */
  public_url: string
  articles_count: number
  company: number
  version: number
}

type Row = typeof publicKnowledgebases.$inferSelect

const ENTITY = 'public_knowledgebase'
const AUDIT = {
  read: 'public_kb.read',
  create: 'public_kb.create',
  update: 'public_kb.update',
  delete: 'public_kb.delete',
  verify: 'public_kb.verify_domain',
} as const

function toDto(actor: Actor, row: Row, articlesCount: number): PublicKbDto {
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    url_part: row.urlPart,
    domain: row.domain,
    domain_verified: row.domainVerifiedAt !== null,
    domain_verified_at: row.domainVerifiedAt?.toISOString() ?? null,
    public_url: publicKbPath(actor.companySlug, row.isDefault ? null : row.urlPart),
    articles_count: articlesCount,
    company: row.companyId,
    version: row.version,
  }
}

const notFound = (
  actor: Actor,
  meta: RequestMeta,
  action: string,
  id: number,
  text: string = M.notFound,
) => deny(actor, meta, action, AppError.notFound(text), { type: ENTITY, id })

const articleCount = sql<number>`(select count(*)::int from ${articlePublicKnowledgebases}
  where ${articlePublicKnowledgebases.publicKnowledgebaseId} = ${publicKnowledgebases.id})`

/** The company's public knowledge bases, the default first. */
export async function listPublicKbs(actor: Actor, meta: RequestMeta): Promise<PublicKbDto[]> {
  await authorize({ actor, meta }, isKnowledgeAdmin, AUDIT.read)
  const rows = await db
    .select({ kb: publicKnowledgebases, articles: articleCount })
    .from(publicKnowledgebases)
    .where(ownedBy(publicKnowledgebases, actor))
    .orderBy(sql`${publicKnowledgebases.isDefault} desc`, asc(publicKnowledgebases.name))
  return rows.map((row) => toDto(actor, row.kb, Number(row.articles)))
}

export async function getPublicKb(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<PublicKbDto & { verification: { name: string; value: string } | null }> {
  await authorize({ actor, meta }, isKnowledgeAdmin, AUDIT.read, { type: ENTITY, id })
  const [row] = await db
    .select({ kb: publicKnowledgebases, articles: articleCount })
    .from(publicKnowledgebases)
    .where(ownedRow(publicKnowledgebases, actor, id))
  if (!row) return notFound(actor, meta, AUDIT.read, id)
  return {
    ...toDto(actor, row.kb, Number(row.articles)),
    verification: row.kb.domain ? verificationRecord(row.kb.id, row.kb.domain) : null,
  }
}

/** A URL part is unique in the company; a domain is served by one knowledge base only. */
async function checkUnique(
  tx: Transaction,
  actor: Actor,
  input: { url_part?: string; domain?: string | null },
  exceptId?: number,
) {
  const other = exceptId === undefined ? undefined : ne(publicKnowledgebases.id, exceptId)
  if (input.url_part !== undefined) {
    const [taken] = await tx
      .select({ id: publicKnowledgebases.id })
      .from(publicKnowledgebases)
      .where(
        and(
          ownedBy(publicKnowledgebases, actor),
          eq(publicKnowledgebases.urlPart, input.url_part),
          other,
        ),
      )
    if (taken) throw AppError.invalidField('url_part', M.urlPartTaken)
  }
  if (input.domain) {
    const [taken] = await tx
      .select({ id: publicKnowledgebases.id })
      .from(publicKnowledgebases)
      .where(and(eq(publicKnowledgebases.domain, input.domain), other))
    if (taken) throw AppError.invalidField('domain', M.domainTaken)
  }
}

/** Creates one; the company's first is its default whatever the form said. */
export async function createPublicKb(
  actor: Actor,
  input: PublicKbCreateInput,
  meta: RequestMeta,
): Promise<PublicKbDto> {
  await authorize({ actor, meta }, isKnowledgeAdmin, AUDIT.create)
  const row = await db.transaction(async (tx) => {
    await checkUnique(tx, actor, input)
    const [{ existing }] = (await tx
      .select({ existing: count() })
      .from(publicKnowledgebases)
      .where(ownedBy(publicKnowledgebases, actor))) as [{ existing: number }]
    const isDefault = Boolean(input.is_default) || Number(existing) === 0
    const row = await insertOwned(
      tx,
      { actor, meta },
      publicKnowledgebases,
      { name: input.name, isDefault, urlPart: input.url_part, domain: input.domain || null },
      {
        action: AUDIT.create,
        entityType: ENTITY,
        details: (row) => ({
          name: row.name,
          url_part: row.urlPart,
          domain: row.domain,
          default: isDefault,
        }),
      },
    )
    if (isDefault) await clearOtherDefaults(tx, publicKnowledgebases, actor.companyId, row.id)
    return row
  })
  return toDto(actor, row, 0)
}

/**
 * Changes name, URL part, default flag or domain. A new domain must be verified again; the
 * default cannot be switched off here (another one must become the default). With a `version`,
 * someone else's change in between is a 409 and nothing is written.
 */
export async function updatePublicKb(
  actor: Actor,
  id: number,
  input: PublicKbUpdateInput,
  meta: RequestMeta,
): Promise<PublicKbDto> {
  await authorize({ actor, meta }, isKnowledgeAdmin, AUDIT.update, { type: ENTITY, id })
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(publicKnowledgebases)
      .where(ownedRow(publicKnowledgebases, actor, id))
      .for('update')
    if (!current) return null
    if (input.version !== undefined && input.version !== current.version) {
      throw new AppError('CONFLICT', M.stale)
    }
    if (current.isDefault && input.is_default === false) {
      throw AppError.invalidField('is_default', M.keepDefault)
    }
    const domain = input.domain === undefined ? current.domain : input.domain || null
    await checkUnique(tx, actor, { url_part: input.url_part, domain: domain ?? undefined }, id)
    const domainChanged = domain !== current.domain
    const [row] = await tx
      .update(publicKnowledgebases)
      .set({
        ...givenFields({ name: input.name, urlPart: input.url_part }),
        ...(input.is_default ? { isDefault: true } : {}),
        ...(domainChanged ? { domain, domainVerifiedAt: null } : {}),
        version: sql`${publicKnowledgebases.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(publicKnowledgebases.id, id))
      .returning()
    if (input.is_default) await clearOtherDefaults(tx, publicKnowledgebases, actor.companyId, id)
    await auditChange(
      tx,
      { actor, meta },
      AUDIT.update,
      { type: ENTITY, id },
      {
        name: row!.name,
        url_part: row!.urlPart,
        domain: row!.domain,
        default: row!.isDefault,
        ...(domainChanged ? { verification_cleared: current.domainVerifiedAt !== null } : {}),
      },
    )
    return row!
  })
  if (!saved) return notFound(actor, meta, AUDIT.update, id)
  forgetVerifiedDomains()
  const [{ n }] = (await db
    .select({ n: count() })
    .from(articlePublicKnowledgebases)
    .where(eq(articlePublicKnowledgebases.publicKnowledgebaseId, id))) as [{ n: number }]
  return toDto(actor, saved, Number(n))
}

/**
 * Deletes one (its articles stay, they just leave this knowledge base); when it was the default,
 * the oldest remaining one becomes the default.
 */
export async function deletePublicKb(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  await authorize({ actor, meta }, isKnowledgeAdmin, AUDIT.delete, { type: ENTITY, id })
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(publicKnowledgebases)
      .where(ownedRow(publicKnowledgebases, actor, id))
      .returning()
    if (!row) return false
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: publicKnowledgebases.id })
        .from(publicKnowledgebases)
        .where(ownedBy(publicKnowledgebases, actor))
        .orderBy(asc(publicKnowledgebases.id))
        .limit(1)
      if (next) {
        await tx
          .update(publicKnowledgebases)
          .set({ isDefault: true, version: sql`${publicKnowledgebases.version} + 1` })
          .where(eq(publicKnowledgebases.id, next.id))
      }
    }
    await auditChange(
      tx,
      { actor, meta },
      AUDIT.delete,
      { type: ENTITY, id },
      { name: row.name, url_part: row.urlPart, domain: row.domain },
    )
    return true
  })
  if (!deleted) await notFound(actor, meta, AUDIT.delete, id, M.deleteFailed)
  forgetVerifiedDomains()
}

export interface DomainCheck {
  verified: boolean
  message: string
}

/**
 * Looks up the TXT record of a knowledge base's domain (outside any transaction: DNS may take
 * seconds) and records the outcome; a success marks the domain verified.
 */
async function checkDomain(actor: Actor, row: Row, meta: RequestMeta): Promise<DomainCheck> {
  const verified = row.domain ? await hasVerificationRecord(row.id, row.domain) : false
  await db.transaction(async (tx) => {
    if (verified) {
      await tx
        .update(publicKnowledgebases)
        .set({ domainVerifiedAt: new Date(), updatedAt: new Date() })
        .where(
          and(eq(publicKnowledgebases.id, row.id), eq(publicKnowledgebases.domain, row.domain!)),
        )
    }
    await audit(tx, meta, {
      action: AUDIT.verify,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: ENTITY,
      entityId: row.id,
      outcome: verified ? 'success' : 'failure',
      details: { domain: row.domain },
    })
  })
  if (verified) forgetVerifiedDomains()
  return { verified, message: verified ? M.verified : M.notVerified }
}

/** The 'Verify domain' button of the edit page. */
export async function verifyPublicKbDomain(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<DomainCheck> {
  await authorize({ actor, meta }, isKnowledgeAdmin, AUDIT.verify, { type: ENTITY, id })
  const [row] = await db
    .select()
    .from(publicKnowledgebases)
    .where(ownedRow(publicKnowledgebases, actor, id))
  if (!row) return notFound(actor, meta, AUDIT.verify, id)
  if (!row.domain) throw new AppError('VALIDATION', M.noDomain)
  return checkDomain(actor, row, meta)
}

/**
 * public-knowledgebase-validate-domain/ {domain}: verifies the company's knowledge base that has
 * this domain. A domain none of them has cannot be verified (the failure message).
 */
export async function validateDomain(
  actor: Actor,
  domain: string,
  meta: RequestMeta,
): Promise<DomainCheck> {
  await authorize({ actor, meta }, isKnowledgeAdmin, AUDIT.verify)
  const [row] = await db
    .select()
    .from(publicKnowledgebases)
    .where(and(ownedBy(publicKnowledgebases, actor), eq(publicKnowledgebases.domain, domain)))
  if (!row) return { verified: false, message: M.notVerified }
  return checkDomain(actor, row, meta)
}
