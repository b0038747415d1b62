import { redirect } from '@remix-run/node'
import { eq, sql } from 'drizzle-orm'
import sanitizeHtml from 'sanitize-html'
import { clearSessionCookieHeader } from '~/platform/auth.server'
import { db } from '~/platform/db.server'
import { requestMeta } from '~/platform/request-meta.server'
import { rememberPerText } from '~/platform/text-memo'
import { isCompanyAdmin, type Actor } from '~/platform/actor'
import { navbarClassNames, type LayoutOptions } from '~/platform/preferences'
import { canChangeTimezone } from '../accounts/preferences.server'
import { themeOf, type Theme } from '../accounts/preferences.schema'
import { subscriptionLabel, type SubscriptionLabel } from '../billing/subscription-label'
import { companies } from '../company/company.tables'
import { companyLogoUrl } from '../company/logo'
import { foreignReferralOrigin, handOverToReferral } from './referral.server'
import { AI_PATHS } from '../ai/ai-messages'
import { routeAccess } from './route-access'
import type { ClockState } from '../attendance/components/clock-controls'

/** A timestamp read by raw SQL (a string on PostgreSQL, a Date on PGlite) as ISO, or null. */
const asIso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString()

/** Everything the header shows (seed §2.4), computed on the server for every signed-in page. */
export interface HeaderData {
  user: { firstName: string; lastName: string; email: string }
  company: {
    name: string
    slug: string
    /** A URL of the company's logo, or null: the brand is then the product and company name. */
    logo: string | null
    /** The company information as safe HTML; '' hides the Company Information button. */
    informationHtml: string
  }
  layout: LayoutOptions['layout']
  /** The navbar colour and background image the user chose (styles/preferences.css). */
  navbarClass: string
  theme: Theme
  canSwitchCompany: boolean
  /** Company admins see the Subscription item (seed §6); billing refuses others anyway. */
  isAdmin: boolean
  subscription: SubscriptionLabel
  timezone: { value: string; editable: boolean }
  /** The knowledge base is on for the company: the top bar offers 'AI Search'. */
  aiSearch: boolean
  /** The person's clock, when the attendance app is on (a clock-in form in the top bar). */
  clock: ClockState | null
}

/**
 * What company HTML may contain when shown to staff: text formatting, lists, links, tables and
 * images from the web. No scripts, styles, frames, forms or event handlers (sanitized on every
 * render, so HTML saved before a rule changed is still cleaned).
 */
const COMPANY_HTML_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
}

/**
 * Safe HTML, or '' when nothing would be seen (only empty paragraphs, only a script). The header
 * sanitizes the company information on every signed-in page, and it changes rarely: the answer
 * for each text is kept (the rules are fixed).
 */
export const sanitizeCompanyHtml = rememberPerText(sanitizeCompanyHtmlNow)

function sanitizeCompanyHtmlNow(html: string): string {
  const clean = sanitizeHtml(html, COMPANY_HTML_RULES).trim()
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim()
  return text || /<img\b/i.test(clean) ? clean : ''
}

/**
 * What the header needs beyond the actor, in one prepared query (it runs on every signed-in
 * page): the company's logo, information and referral URL, how many companies the person works
 * for (Switch Company), and whether a forever coupon makes the plan lifetime ('LTD Active').
 */
const headerQuery = db
  .select({
    logo: companies.logo,
    information: companies.information,
    referralUrl: companies.referralUrl,
    // Written out: drizzle drops the table names of columns inside a select's sql, and these
    // subqueries must tell their own table's columns from the outer company's.
    companyCount: sql<number>`(
      select count(*) from memberships m
      where m.user_id = ${sql.placeholder('userId')} and m.is_active
    )`.mapWith(Number),
    hasForeverCoupon: sql<boolean>`exists (
      select 1 from company_coupons c
      where c.company_id = ${sql.placeholder('companyId')} and c.duration_type = 'forever'
    )`,
    // The open time entry (at most one per person) and its break under way, for the clock.
    clockedInAt: sql<string | null>`(
      select e.clocked_in_at from attendance_entries e
      where e.membership_id = ${sql.placeholder('membershipId')} and e.clocked_out_at is null
    )`,
    breakSince: sql<string | null>`(
      select b.started_at from attendance_entries e
      join attendance_breaks b on b.entry_id = e.id and b.ended_at is null
      where e.membership_id = ${sql.placeholder('membershipId')} and e.clocked_out_at is null
    )`,
  })
  .from(companies)
  .where(eq(companies.id, sql.placeholder('companyId')))
  .limit(1)
  .prepare('header_data')

/**
 * The header's data. When the company's referral URL is another origin, the user is signed out
 * here and sent there instead (seed §2.4, ADR 006): this runs for every signed-in page, so the
 * hand-over cannot be missed by any route.
 */
export async function loadHeaderData(actor: Actor, request: Request): Promise<HeaderData> {
  const [company] = await headerQuery.execute({
    userId: actor.userId,
    companyId: actor.companyId,
    membershipId: actor.membershipId,
  })

  // Compared with the origin the user is on (seed: "the current application origin"), not
  // APP_URL: one deployment may answer on several origins, and each must accept its own users.
  const referralOrigin = foreignReferralOrigin(company?.referralUrl ?? null, request.url)
  if (referralOrigin) {
    const url = new URL(request.url)
    const location = await handOverToReferral(
      actor,
      referralOrigin,
      `${url.pathname}${url.search}`,
      requestMeta(request),
    )
    throw redirect(location, {
      headers: { 'Set-Cookie': await clearSessionCookieHeader(request) },
    })
  }

  return {
    user: { firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
    company: {
      name: actor.companyName,
      slug: actor.companySlug,
      logo: companyLogoUrl(actor.companyId, company?.logo ?? null),
      informationHtml: sanitizeCompanyHtml(company?.information ?? ''),
    },
    layout: actor.layoutOptions.layout,
    navbarClass: navbarClassNames(actor.layoutOptions),
    theme: themeOf(actor.isDarkMode),
    canSwitchCompany: (company?.companyCount ?? 0) > 1,
    isAdmin: isCompanyAdmin(actor),
    aiSearch: routeAccess(AI_PATHS.searchPage, actor) === 'allowed',
    subscription: subscriptionLabel(actor.subscription, company?.hasForeverCoupon ?? false),
    timezone: { value: actor.timezone, editable: canChangeTimezone(actor) },
    clock: actor.activeApps.includes('attendance')
      ? {
          since: asIso(company?.clockedInAt ?? null),
          breakSince: asIso(company?.breakSince ?? null),
          timezone: actor.timezone,
        }
      : null,
  }
}
