import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articleCategories,
  articlePublicKnowledgebases,
  articles,
  publicKnowledgebases,
} from '~/domains/knowledge/knowledge.tables'
import type { Queryable } from '~/platform/db.server'

/**
 * Acme's public help centre (issue 7): the default public knowledge base `help`, with real
 * customer-facing articles in five categories, all PUBLIC and published. Idempotent: each row is
 * found by its name (knowledge base by URL part, category by name, article by title) before it
 * is added, so seeding again adds nothing.
 */

export const DEMO_HELP_CENTER = { name: 'Help Center', urlPart: 'help' } as const

interface HelpArticle {
  title: string
  tags: string[]
  body: string
}

const HELP: Record<string, HelpArticle[]> = {
  Ordering: [
    {
      title: 'How to place an order',
      tags: ['orders', 'checkout'],
      body: `<p>You can order from our online shop at any time, or by phone during office hours.</p>
<ol><li>Add the products you need to your basket. Quantities can be changed in the basket.</li>
<li>Choose <strong>Checkout</strong> and sign in, or continue as a guest.</li>
<li>Enter the delivery address and pick a delivery option. The price and the expected delivery date are shown before you pay.</li>
<li>Pay by card, bank transfer or, for business accounts, on invoice.</li></ol>
<p>You receive an order confirmation by email within a few minutes. If it does not arrive, check your spam folder and then contact us with your name and delivery postcode.</p>`,
    },
    {
      title: 'Changing or cancelling an order',
      tags: ['orders', 'cancellation'],
      body: `<p>Orders can be changed or cancelled free of charge until they are packed, usually within two hours of ordering.</p>
<ul><li><strong>To cancel:</strong> open the order under <em>My account › Orders</em> and choose <em>Cancel order</em>.</li>
<li><strong>To change quantities or the address:</strong> cancel and order again, or call us and we change it for you.</li></ul>
<p>Once an order shows <em>Packed</em> or <em>Shipped</em> it can no longer be cancelled; you can return it instead (see <em>Returning a product</em>).</p>`,
    },
    {
      title: 'Payment methods we accept',
      tags: ['payment', 'billing'],
      body: `<p>We accept Visa, Mastercard and American Express, Apple Pay and Google Pay, and bank transfer.</p>
<p>Business customers with an approved account can pay on invoice with 30-day terms. Apply under <em>My account › Business details</em>; we answer within two working days.</p>
<p>Your card is charged when the order ships, not when you place it. For bank transfers, the order ships once the payment has arrived, usually one working day.</p>`,
    },
    {
      title: 'Bulk and business orders',
      tags: ['orders', 'business'],
      body: `<p>For orders of more than 50 units of one product, ask our sales team for a quote: volume prices start at 50 units and improve at 200 and 1,000.</p>
<p>A quote is valid for 30 days and lists the delivery date we can guarantee. Accept it online and it becomes an order with the quoted prices.</p>
<p>Business accounts can add several buyers, set a spending limit per buyer and receive one monthly invoice.</p>`,
    },
  ],
  'Shipping and delivery': [
    {
      title: 'Delivery times and costs',
      tags: ['delivery', 'shipping'],
      body: `<table><thead><tr><th>Option</th><th>Delivery</th><th>Cost</th></tr></thead><tbody>
<tr><td>Standard</td><td>3–5 working days</td><td>Free over 50, otherwise 4.95</td></tr>
<tr><td>Express</td><td>Next working day if ordered by 14:00</td><td>9.95</td></tr>
<tr><td>Pallet delivery</td><td>2–4 working days, booked time slot</td><td>From 45</td></tr></tbody></table>
<p>Working days are Monday to Friday, excluding public holidays. Large or heavy items always go by pallet delivery.</p>`,
    },
    {
      title: 'Tracking your parcel',
      tags: ['delivery', 'tracking'],
      body: `<p>When your order ships we email you a tracking link. You can also find it under <em>My account › Orders</em>.</p>
<p>Tracking updates can take up to 12 hours to appear after the parcel leaves our warehouse. If the tracking has not changed for three working days, contact us and we open an investigation with the carrier.</p>`,
    },
    {
      title: 'Missed deliveries',
      tags: ['delivery'],
      body: `<p>If nobody is in, the carrier leaves a card and tries again the next working day. After two attempts the parcel waits at the nearest pick-up point for seven days.</p>
<p>You can rearrange the delivery or choose a safe place from the link in the carrier's card or email. Parcels not collected in time come back to us and are refunded minus the delivery cost.</p>`,
    },
    {
      title: 'Delivering outside the country',
      tags: ['delivery', 'international'],
      body: `<p>We deliver to all EU countries, the United Kingdom, Norway and Switzerland. Delivery takes 4–8 working days and costs are shown at checkout.</p>
<p>Outside the EU, import duties and taxes may be charged by your country when the parcel arrives; they are not included in our prices. Business customers can ask for delivered duty paid (DDP) shipping on a quote.</p>`,
    },
  ],
  'Returns and refunds': [
    {
      title: 'Returning a product',
      tags: ['returns'],
      body: `<p>You can return any unused product within 30 days of delivery, for any reason.</p>
<ol><li>Open the order under <em>My account › Orders</em> and choose <em>Return items</em>.</li>
<li>Pick the items and a reason, and print the prepaid return label.</li>
<li>Pack the items securely, in their original packaging if you still have it, and drop the parcel at any pick-up point.</li></ol>
<p>Returns are free for faulty or wrong items; otherwise the return label costs 4.95, taken off your refund.</p>`,
    },
    {
      title: 'When will I get my refund?',
      tags: ['returns', 'refunds', 'payment'],
      body: `<p>We refund within five working days of receiving your return, to the payment method you used.</p>
<ul><li>Card payments: the money shows on your statement 3–5 days after the refund, depending on your bank.</li>
<li>Bank transfers: we transfer to the account you paid from.</li>
<li>Invoices: we send a credit note that is taken off your next invoice.</li></ul>
<p>You get an email when the refund is issued.</p>`,
    },
    {
      title: 'Damaged or faulty items',
      tags: ['returns', 'warranty'],
      body: `<p>Sorry! Please tell us within 14 days of delivery, with a photo of the damage and of the box.</p>
<p>We send a replacement straight away, before you return the faulty item, and email you a free return label. If the product is out of stock, we refund it in full, including delivery.</p>
<p>Faults that appear later are covered by the warranty (see <em>Warranty and repairs</em>).</p>`,
    },
  ],
  'Your account': [
    {
      title: 'Creating an account',
      tags: ['account'],
      body: `<p>An account lets you track orders, return items in a few clicks and reorder what you bought before.</p>
<p>Choose <strong>Sign up</strong>, enter your email address and a password of at least 8 characters, and confirm the email we send you. You can also create an account at the end of a guest checkout.</p>`,
    },
    {
      title: 'Resetting your password',
      tags: ['account', 'sign-in'],
      body: `<p>On the sign-in page choose <strong>Forgot password?</strong> and enter the email address of your account. We email you a link that is valid for one hour.</p>
<p>If the email does not arrive within ten minutes, check your spam folder. Still nothing? The address may not have an account: try another one you use, or contact us.</p>`,
    },
    {
      title: 'Updating your details and invoices address',
      tags: ['account', 'billing'],
      body: `<p>Under <em>My account › Details</em> you can change your name, phone number, delivery addresses and the billing address printed on invoices.</p>
<p>Changes apply to new orders. To correct the address of an invoice already issued, contact us with the invoice number: we issue a corrected invoice within two working days.</p>`,
    },
    {
      title: 'Closing your account and your data',
      tags: ['account', 'privacy'],
      body: `<p>You can ask us to close your account at any time from <em>My account › Privacy</em>. We delete your personal data within 30 days, except invoices, which the law requires us to keep for seven years.</p>
<p>You can also download a copy of all data we hold about you from the same page.</p>`,
    },
  ],
  'Product care': [
    {
      title: 'Warranty and repairs',
      tags: ['warranty'],
      body: `<p>All our products have a two-year warranty from the delivery date; power tools and lifting equipment have three years.</p>
<p>The warranty covers manufacturing faults, not wear, misuse or accidents. To claim, send us the order number, a description of the fault and, if you can, a photo or video. We repair, replace or refund the product.</p>`,
    },
    {
      title: 'Safety instructions for lifting equipment',
      tags: ['safety', 'product care'],
      body: `<p>Read the manual before first use and keep it with the equipment.</p>
<ul><li>Never exceed the rated load shown on the plate.</li>
<li>Inspect chains, hooks and straps before each use; do not use damaged equipment.</li>
<li>Keep people out from under a suspended load.</li>
<li>Have the equipment inspected by a competent person at least every 12 months.</li></ul>
<p>Replacement manuals can be downloaded from the product page.</p>`,
    },
  ],
}

async function ensureCategory(q: Queryable, companyId: number, name: string): Promise<number> {
  const [found] = await q
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(
      and(
        eq(articleCategories.companyId, companyId),
        eq(articleCategories.name, name),
        isNull(articleCategories.parentId),
      ),
    )
  if (found) return found.id
  const [row] = await q
    .insert(articleCategories)
    .values({ companyId, name })
    .returning({ id: articleCategories.id })
  return row!.id
}

/** The company's Help Center (`help`), made once; the first public knowledge base is the default. */
async function ensureHelpCenter(q: Queryable, companyId: number): Promise<{ id: number }> {
  await q
    .insert(publicKnowledgebases)
    .values({
      companyId,
      name: DEMO_HELP_CENTER.name,
      urlPart: DEMO_HELP_CENTER.urlPart,
      isDefault: true,
    })
    .onConflictDoNothing()
  const [kb] = await q
    .select({ id: publicKnowledgebases.id })
    .from(publicKnowledgebases)
    .where(
      and(
        eq(publicKnowledgebases.companyId, companyId),
        eq(publicKnowledgebases.urlPart, DEMO_HELP_CENTER.urlPart),
      ),
    )
  return kb!
}

/** The company's default public knowledge base `help` with its PUBLIC help articles. */
export async function ensureDemoPublicKnowledge(
  q: Queryable,
  companyId: number,
  authorMembershipId: number,
): Promise<void> {
  const kb = await ensureHelpCenter(q, companyId)
  for (const [category, items] of Object.entries(HELP)) {
    const categoryId = await ensureCategory(q, companyId, category)
    for (const item of items) {
      const [found] = await q
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.companyId, companyId), eq(articles.title, item.title)))
      const id =
        found?.id ??
        (
          await q
            .insert(articles)
            .values({
              companyId,
              title: item.title,
              categoryId,
              body: item.body.replace(/\n/g, ''),
              tags: item.tags,
              status: ARTICLE_STATUS.published,
              visibility: ARTICLE_VISIBILITY.public,
              authorMembershipId,
              lastEditedByMembershipId: authorMembershipId,
              publishedOn: new Date(),
              revision: 1,
            })
            .returning({ id: articles.id })
        )[0]!.id
      await q
        .insert(articlePublicKnowledgebases)
        .values({ articleId: id, publicKnowledgebaseId: kb.id })
        .onConflictDoNothing()
    }
  }
}

/** How many help articles the demo knowledge base gets (the demo check counts them). */
export const DEMO_HELP_ARTICLE_COUNT = Object.values(HELP).flat().length

/**
 * seed:large: a default public knowledge base `help` showing every tenth published ALL STAFF
 * article, made PUBLIC (about 5,000 of 50,000), so the public pages and their search are measured
 * at scale. Set-based and idempotent.
 */
export async function ensureLargePublicKnowledge(q: Queryable, companyId: number): Promise<void> {
  const kb = await ensureHelpCenter(q, companyId)
  await q.execute(sql`
    update ${articles} set visibility = ${ARTICLE_VISIBILITY.public}
    where ${articles.companyId} = ${companyId} and ${articles.status} = ${ARTICLE_STATUS.published}
      and ${articles.visibility} = ${ARTICLE_VISIBILITY.allStaff} and ${articles.id} % 10 = 0`)
  await q.execute(sql`
    insert into ${articlePublicKnowledgebases} (article_id, public_knowledgebase_id)
    select ${articles.id}, ${kb.id} from ${articles}
    where ${articles.companyId} = ${companyId} and ${articles.visibility} = ${ARTICLE_VISIBILITY.public}
    on conflict do nothing`)
}
