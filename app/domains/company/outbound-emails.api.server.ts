import { pathId } from '~/platform/api.server'
import { Hono } from 'hono'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { OUTBOUND_EMAIL_MESSAGES, OutboundEmailQuerySchema } from './outbound-emails.schema'
import { getOutboundEmail, listOutboundEmails, resendOutboundEmail } from './outbound-emails.server'

/** account/api/outbound-emails/*: System Emails (seed §7), profile admins only. */
export const outboundEmailsApi = new Hono({ strict: false })
  .get('/outbound-emails', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const query = OutboundEmailQuerySchema.parse(c.req.query())
    const { emails, page, hasNext } = await listOutboundEmails(actor, query, requestMeta(c.req.raw))
    return c.json({ page, has_next: hasNext, results: emails })
  })
  .get('/outbound-emails/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(
      await getOutboundEmail(
        actor,
        pathId(c.req.param('id'), OUTBOUND_EMAIL_MESSAGES.notFound),
        requestMeta(c.req.raw),
      ),
    )
  })
  .post('/outbound-emails/:id/resend', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), OUTBOUND_EMAIL_MESSAGES.notFound)
    return c.json(await resendOutboundEmail(actor, id, requestMeta(c.req.raw)), 201)
  })
