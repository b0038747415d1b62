import { createCookie, redirect } from '@remix-run/node'
import { z } from 'zod'
import { sessionSecret } from './env.server'

/**
 * A message for the next page only (a toast after a redirect), carried in a signed cookie
 * that is cleared as soon as it is read.
 */
const FlashSchema = z.object({
  kind: z.enum(['success', 'error', 'info']),
  message: z.string(),
})
export type Flash = z.infer<typeof FlashSchema>

const flashCookie = createCookie('__flash', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secrets: [sessionSecret],
  maxAge: 60,
})

export function flashHeader(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash)
}

/** Redirects with a message for the page it leads to (the common end of a successful action). */
export async function redirectWithFlash(to: string, flash: Flash): Promise<Response> {
  return redirect(to, { headers: { 'Set-Cookie': await flashHeader(flash) } })
}

/** Reads the pending message and the header that clears it (null when there was none). */
export async function readFlash(
  request: Request,
): Promise<{ flash: Flash | null; clearHeader: string | null }> {
  const raw: unknown = await flashCookie.parse(request.headers.get('cookie'))
  if (raw === null || raw === undefined) return { flash: null, clearHeader: null }
  const parsed = FlashSchema.safeParse(raw)
  return {
    flash: parsed.success ? parsed.data : null,
    clearHeader: await flashCookie.serialize('', { maxAge: 0 }),
  }
}
