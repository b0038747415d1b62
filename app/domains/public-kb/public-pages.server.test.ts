import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { makeCompany } from '#tests/factories/accounts'
import { insertCategory } from '#tests/factories/knowledge-reading'
import { makePublicArticle, makePublicKb } from '#tests/factories/public-kb'
import { SAMPLE_CHART } from '~/domains/flowchart/flowchart.constants'
import { flowCharts } from '~/domains/flowchart/flowchart.tables'
import { articles, publicKnowledgebases } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { forgetVerifiedDomains, publicPathForHost } from './public-host.server'
import {
  loadPublicArticle,
  loadPublicKbHome,
  PUBLIC_CACHE_CONTROL,
} from './public-page-loaders.server'

afterEach(() => forgetVerifiedDomains())

const request = (path: string, host = 'localhost') =>
  new Request(`http://${host}${path}`, { headers: { host } })

/** The loader's status: a page, or the thrown 404 Response. */
async function statusOf(load: Promise<Response>): Promise<number> {
  try {
    return (await load).status
  } catch (error) {
    if (error instanceof Response) return error.status
    throw error
  }
}

async function acmeWithKbs() {
  const company = await makeCompany()
  const help = await makePublicKb(company, { name: 'Help Center', urlPart: 'help' })
  const partners = await makePublicKb(company, {
    name: 'Partners',
    urlPart: 'partners',
    isDefault: false,
  })
  const billing = await insertCategory(company, 'Billing')
  const travel = await insertCategory(company, 'Travel')
  const invoice = await makePublicArticle(company, [help.id], {
    title: 'Paying your invoice',
    categoryId: billing.id,
    body: '<p>Invoices are due in <strong>30 days</strong>.</p><script>alert(1)</script>',
  })
  const refunds = await makePublicArticle(company, [help.id], {
    title: 'Refunds',
    categoryId: billing.id,
  })
  const trips = await makePublicArticle(company, [help.id, partners.id], {
    title: 'Booking trips',
    categoryId: travel.id,
  })
  const partnerOnly = await makePublicArticle(company, [partners.id], {
    title: 'Partner rebates',
    categoryId: billing.id,
  })
  const staffOnly = await makePublicArticle(company, [help.id], {
    title: 'Paying staff bonuses',
    visibility: 1,
    categoryId: billing.id,
  })
  const draft = await makePublicArticle(company, [help.id], {
    title: 'Paying late fees',
    status: 1,
    categoryId: billing.id,
  })
  return {
    company,
    help,
    partners,
    billing,
    travel,
    invoice,
    refunds,
    trips,
    partnerOnly,
    staffOnly,
    draft,
  }
}

describe('public knowledge base pages (no sign-in)', () => {
  it('shows the default knowledge base: categories with counts, its articles only, cacheable', async () => {
    const acme = await acmeWithKbs()
    const response = await loadPublicKbHome(request(`/articles/public/${acme.company.slug}/`), {
      companySlug: acme.company.slug,
    })
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL)
    const data = await response.json()
    expect(data.kb.name).toBe('Help Center')
    expect(data.categories).toEqual([
      { id: acme.billing.id, name: 'Billing', article_count: 2 },
      { id: acme.travel.id, name: 'Travel', article_count: 1 },
    ])
    expect(data.articles.map((a: { title: string }) => a.title)).toEqual([
      'Booking trips',
      'Paying your invoice',
      'Refunds',
    ])
    expect(data.articles[1]!.excerpt).toBe('Invoices are due in 30 days.')
    expect(data.links).toEqual({
      home: `/articles/public/${acme.company.slug}/`,
      detail: `/articles/public/${acme.company.slug}/details/`,
      detailQuery: '',
    })

    const partners = await loadPublicKbHome(
      request(`/articles/public/${acme.company.slug}/partners/?category=${acme.billing.id}`),
      { companySlug: acme.company.slug, kbUrl: 'partners' },
    )
    const partnerData = await partners.json()
    expect(partnerData.category?.name).toBe('Billing')
    expect(partnerData.articles.map((a: { title: string }) => a.title)).toEqual(['Partner rebates'])
    expect(partnerData.links.detailQuery).toBe('?kb=partners')
  })

  it('searches only the knowledge base’s public articles', async () => {
    const acme = await acmeWithKbs()
    const found = await loadPublicKbHome(
      request(`/articles/public/${acme.company.slug}/?q=paying`),
      { companySlug: acme.company.slug },
    )
    const data = await found.json()
    const titles = data.articles.map((a: { title: string }) => a.title)
    // Ranking belongs to the search part; the scope is this part's: no private, draft or other-KB article.
    expect(titles[0]).toBe('Paying your invoice')
    for (const hidden of ['Paying staff bonuses', 'Paying late fees', 'Partner rebates']) {
      expect(titles).not.toContain(hidden)
    }
  })

  it('answers 404 for an unknown company, knowledge base or category', async () => {
    const acme = await acmeWithKbs()
    const slug = acme.company.slug
    expect(await statusOf(loadPublicKbHome(request('/'), { companySlug: 'no-such-company' }))).toBe(
      404,
    )
    expect(
      await statusOf(loadPublicKbHome(request('/'), { companySlug: slug, kbUrl: 'nope' })),
    ).toBe(404)
    expect(
      await statusOf(
        loadPublicKbHome(request(`/articles/public/${slug}/?category=${acme.travel.id + 1000}`), {
          companySlug: slug,
        }),
      ),
    ).toBe(404)
  })

  it('shows a public article sanitized, and 404 for private, draft, other-KB and other-company ids', async () => {
    const acme = await acmeWithKbs()
    const slug = acme.company.slug
    const page = (id: number, query = '') =>
      loadPublicArticle(request(`/articles/public/${slug}/details/${id}/${query}`), {
        companySlug: slug,
        id: String(id),
      })
    const data = await (await page(acme.invoice.id)).json()
    expect(data.article.title).toBe('Paying your invoice')
    expect(data.article.body).toBe('<p>Invoices are due in <strong>30 days</strong>.</p>')
    expect(data.kb.name).toBe('Help Center')
    // An article of another knowledge base of the company opens in that one.
    expect((await (await page(acme.partnerOnly.id)).json()).kb.name).toBe('Partners')
    expect(await statusOf(page(acme.partnerOnly.id, '?kb=help'))).toBe(404)
    for (const id of [acme.staffOnly.id, acme.draft.id, 999_999_999]) {
      expect(await statusOf(page(id))).toBe(404)
    }
    const globex = await acmeWithKbs()
    expect(await statusOf(page(globex.invoice.id))).toBe(404)
  })

  it('draws the decision chart of an article on the server', async () => {
    const acme = await acmeWithKbs()
    const [chart] = await db
      .insert(flowCharts)
      .values({ companyId: acme.company.id, title: 'Triage', document: SAMPLE_CHART })
      .returning()
    await db
      .update(articles)
      .set({ flowChartId: chart!.id, blocks: ['text', 'decision_chart'] })
      .where(eq(articles.id, acme.refunds.id))
    const data = await (
      await loadPublicArticle(request('/'), {
        companySlug: acme.company.slug,
        id: String(acme.refunds.id),
      })
    ).json()
    expect(data.article.chart_svg).toMatch(/^<svg[^>]+role="img"/)
    expect(data.article.chart_svg).toContain('Are They A Good Employee?')
  })
})

describe('custom domains', () => {
  it('serves a verified domain’s knowledge base at / and /details/{id}/, and nothing else there', async () => {
    const acme = await acmeWithKbs()
    const domain = `kb-${acme.company.id}.example.com`
    const unverified = `unverified-${acme.company.id}.example.com`
    await makePublicKb(acme.company, {
      name: 'Unverified',
      urlPart: 'unverified',
      isDefault: false,
      domain: unverified,
    })
    await db
      .update(publicKnowledgebases)
      .set({ domain, domainVerifiedAt: new Date() })
      .where(eq(publicKnowledgebases.id, acme.partners.id))
    forgetVerifiedDomains()
    const slug = acme.company.slug
    expect(await publicPathForHost(`${domain.toUpperCase()}:443`, '/')).toBe(
      `/articles/public/${slug}/partners/`,
    )
    expect(await publicPathForHost(domain, `/details/${acme.trips.id}`)).toBe(
      `/articles/public/${slug}/details/${acme.trips.id}/`,
    )
    expect(await publicPathForHost(domain, '/account/dashboard')).toBeNull()
    expect(await publicPathForHost(unverified, '/')).toBeNull()
    expect(await publicPathForHost('localhost:3000', '/')).toBeNull()

    // The page served for the domain links within the domain, and shows that knowledge base only.
    const home = await (
      await loadPublicKbHome(request(`/articles/public/${slug}/partners/`, domain), {
        companySlug: slug,
        kbUrl: 'partners',
      })
    ).json()
    expect(home.links).toEqual({ home: '/', detail: '/details/', detailQuery: '' })
    const article = (id: number) =>
      loadPublicArticle(request(`/articles/public/${slug}/details/${id}/`, domain), {
        companySlug: slug,
        id: String(id),
      })
    expect((await article(acme.trips.id)).status).toBe(200)
    expect(await statusOf(article(acme.invoice.id))).toBe(404)
  })
})
