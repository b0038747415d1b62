import { redirect } from '@remix-run/node'
import { and, count, eq } from 'drizzle-orm'
import sanitizeHtml from 'sanitize-html'
import { clearSessionCookieHeader } from '~/platform/auth.server'
import { db } from '~/platform/db.server'
import { requestMeta } from '~/platform/request-meta.server'
import { isCompanyAdmin, type Actor } from '../accounts/accounts.policy'
import { memberships } from '../accounts/accounts.tables'
import { navbarClassNames, type LayoutOptions } from '../accounts/preferences'
import { canChangeTimezone } from '../accounts/preferences.server'
import { themeOf, type Theme } from '../accounts/preferences.schema'
import { loadSubscriptionLabel } from '../billing/subscription-summary.server'
import type { SubscriptionLabel } from '../billing/subscription-label'
import { companies } from '../company/company.tables'
import { companyLogoUrl } from '../company/logo'
import { foreignReferralOrigin, handOverToReferral } from './referral.server'

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

/** Safe HTML, or '' when nothing would be seen (only empty paragraphs, only a script). */
export function sanitizeCompanyHtml(html: string): string {
  const clean = sanitizeHtml(html, COMPANY_HTML_RULES).trim()
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim()
  return text || /<img\b/i.test(clean) ? clean : ''
}

/**
 * The header's data. When the company's referral URL is another origin, the user is signed out
 * here and sent there instead (seed §2.4, ADR 006): this runs for every signed-in page, so the
 * hand-over cannot be missed by any route.
 */
export async function loadHeaderData(actor: Actor, request: Request): Promise<HeaderData> {
  const [[company], [memberOf], subscription] = await Promise.all([
    db
      .select({
        logo: companies.logo,
        information: companies.information,
        referralUrl: companies.referralUrl,
      })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .limit(1),
    db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.userId, actor.userId), eq(memberships.isActive, true))),
    loadSubscriptionLabel(actor),
  ])

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
    canSwitchCompany: (memberOf?.n ?? 0) > 1,
    isAdmin: isCompanyAdmin(actor),
    subscription,
    timezone: { value: actor.timezone, editable: canChangeTimezone(actor) },
  }
}
