import { apiRoutes, pathId } from '~/platform/api.server'
import { OUTBOUND_EMAIL_MESSAGES, OutboundEmailQuerySchema } from './outbound-emails.schema'
import { getOutboundEmail, listOutboundEmails, resendOutboundEmail } from './outbound-emails.server'

/** account/api/outbound-emails/*: System Emails (seed §7), profile admins only. */
export const outboundEmailsApi = apiRoutes()
  .get('/outbound-emails', async (c) => {
    const { actor, meta } = c.var
    const query = OutboundEmailQuerySchema.parse(c.req.query())
    const { emails, page, hasNext } = await listOutboundEmails(actor, query, meta)
    return c.json({ page, has_next: hasNext, results: emails })
  })
  .get('/outbound-emails/:id', async (c) => {
    const { actor, meta } = c.var
    return c.json(
      await getOutboundEmail(
        actor,
        pathId(c.req.param('id'), OUTBOUND_EMAIL_MESSAGES.notFound),
        meta,
      ),
    )
  })
  .post('/outbound-emails/:id/resend', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), OUTBOUND_EMAIL_MESSAGES.notFound)
    return c.json(await resendOutboundEmail(actor, id, meta), 201)
  })
