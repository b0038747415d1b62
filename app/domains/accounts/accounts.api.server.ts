import { allowedBy, apiRoutes, publicRoute, validBody } from '~/platform/api.server'
import { issueAccessToken } from '~/platform/auth.server'
import { appOrigin } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import {
  EmailSchema,
  RefreshSchema,
  SendActivationSchema,
  SignInSchema,
  SwitchCompanySchema,
  TokenPasswordSchema,
} from './accounts.schema'
import {
  activateAccount,
  authorizeActivationEmail,
  confirmPasswordReset,
  listMyCompanies,
  requestPasswordReset,
  sendActivationEmail,
  signIn,
  signOut,
  switchCompany,
} from './accounts.server'
import { RESET_REQUESTED } from './accounts.messages'
import { rotateRefreshToken } from './sessions.server'
import { z } from 'zod'

const INVALID_REFRESH = 'Token is invalid or expired'

async function tokenPair(session: { token: string; sessionId: number; userId: number }) {
  return { access: await issueAccessToken(session), refresh: session.token }
}

/** account/api/*: seed §7 account calls, thin over the accounts services. */
export const accountsApi = apiRoutes()
  .post(
    '/token',
    publicRoute(async (c) => {
      const credentials = await validBody(c, SignInSchema)
      return c.json(await tokenPair(await signIn(credentials, c.var.meta, 'api')))
    }),
  )
  .post(
    '/token/refresh',
    publicRoute(async (c) => {
      const { refresh } = await validBody(c, RefreshSchema)
      // A refresh token works once: the answer carries the one to use next time.
      const outcome = await rotateRefreshToken(refresh, c.var.meta)
      if (outcome.status !== 'rotated') throw new AppError('UNAUTHENTICATED', INVALID_REFRESH)
      return c.json(await tokenPair(outcome))
    }),
  )
  .post('/logout', async (c) => {
    const actor = c.var.actor
    await signOut(actor, c.var.meta)
    return c.json({ detail: 'Successfully logged out.' })
  })
  .get('/my_companies', async (c) => {
    const actor = c.var.actor
    return c.json(await listMyCompanies(actor))
  })
  .post('/switch_company', async (c) => {
    const actor = c.var.actor
    const { company_id } = await validBody(c, SwitchCompanySchema)
    const { companyName } = await switchCompany(actor, company_id, c.var.meta)
    return c.json({ company_id, company_name: companyName })
  })
  .post(
    '/password-reset-request',
    publicRoute(async (c) => {
      const { email } = await validBody(c, z.object({ email: EmailSchema }))
      await requestPasswordReset(email, c.var.meta, appOrigin(c.req.raw))
      return c.json({ detail: RESET_REQUESTED })
    }),
  )
  .post(
    '/reset-password-confirm',
    publicRoute(async (c) => {
      const input = await validBody(c, TokenPasswordSchema)
      await confirmPasswordReset(input, c.var.meta)
      return c.json({ detail: 'Password has been reset.' })
    }),
  )
  .post(
    '/set-password',
    publicRoute(async (c) => {
      const input = await validBody(c, TokenPasswordSchema)
      const session = await activateAccount(input, c.var.meta, 'api')
      return c.json({ detail: 'Password has been set.', ...(await tokenPair(session)) })
    }),
  )
  .post(
    '/send-activation-email',
    allowedBy((asker) => authorizeActivationEmail(asker)),
    async (c) => {
      const actor = c.var.actor
      const { staff_id } = await validBody(c, SendActivationSchema)
      await sendActivationEmail(actor, staff_id, c.var.meta, appOrigin(c.req.raw))
      return c.json({ detail: 'Activation email sent.' })
    },
  )
