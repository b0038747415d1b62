import type { LoaderFunctionArgs } from '@remix-run/node'
import { knowledgeFilePreviewHtml } from '~/domains/knowledge/files/knowledge-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/**
 * A Word or Excel file as sanitized HTML in a page of its own, framed by the viewer. The sandbox
 * policy keeps even a sanitizer slip from running script in our origin.
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const html = await knowledgeFilePreviewHtml(actor, meta, routeId(params.fileId))
    if (html === null) throw new Response('Not Found', { status: 404 })
    const page = `<!doctype html><html><head><meta charset="utf-8"><title>Preview</title><style>body{font-family:system-ui,sans-serif;margin:1.5rem;line-height:1.5;color:#0f172a}table{border-collapse:collapse}td,th{border:1px solid #cbd5e1;padding:.25rem .5rem}img{max-width:100%}</style></head><body>${html}</body></html>`
    return new Response(page, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy':
          "sandbox; default-src 'none'; img-src data: 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        'Cache-Control': 'private, no-store',
      },
    })
  })
