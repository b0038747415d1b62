import type { Queryable } from '~/platform/db.server'
import { appOrigin } from '~/platform/env.server'
import { queueEmail } from '~/platform/mail.server'
import { STATUS_LABELS } from './esign-constants'
import { signedDownloadPath, signingPath, documentPath } from './esign-paths'
import type { EsignDocument } from './esign.tables'
import { articlePath } from '../knowledge/articles/article-paths'

/**
 * The e-signature emails, queued in the caller's transaction (sent after it commits, never
 * inside it). The links are the only way an outside signer reaches the document, so they are
 * private: the token in them is stored only hashed.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface Mail {
  companyId: number
  template: string
  to: string
  subject: string
  /** Paragraphs of plain text; the link follows them. */
  lines: string[]
  path: string
}

function queue(q: Queryable, mail: Mail) {
  const link = `${appOrigin()}${mail.path}`
  return queueEmail(q, {
    companyId: mail.companyId,
    template: mail.template,
    to: mail.to,
    subject: mail.subject,
    text: `${mail.lines.join('\n\n')}\n\n${link}\n`,
    html: `${mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${link}">${link}</a></p>`,
  })
}

type Doc = Pick<EsignDocument, 'companyId' | 'id' | 'title' | 'message' | 'expiresAt'>

/** A signer's private link to sign (a first request, or a reminder with a fresh token). */
export function queueSigningRequest(
  q: Queryable,
  doc: Doc,
  signer: { name: string; email: string },
  token: string,
  from: { senderName: string; reminder: boolean },
) {
  const asks = `${from.senderName} asks you to sign "${doc.title}".`
  return queue(q, {
    companyId: doc.companyId,
    template: from.reminder ? 'esign_reminder' : 'esign_request',
    to: signer.email,
    subject: from.reminder ? `Reminder: please sign "${doc.title}"` : `Please sign "${doc.title}"`,
    lines: [
      `Hello ${signer.name},`,
      asks,
      ...(doc.message ? [doc.message] : []),
      ...(doc.expiresAt
        ? [`The document expires on ${doc.expiresAt.toISOString().slice(0, 10)}.`]
        : []),
      'Open this private link to review and sign it (do not forward it: it signs in your name):',
    ],
    path: signingPath(token),
  })
}

/** The sender hears of every change of the document's status. */
export function queueStatusToSender(
  q: Queryable,
  doc: Doc & { status: keyof typeof STATUS_LABELS },
  sender: { name: string; email: string },
  what: string,
) {
  return queue(q, {
    companyId: doc.companyId,
    template: 'esign_status',
    to: sender.email,
    subject: `"${doc.title}" is ${STATUS_LABELS[doc.status].toLowerCase()}`,
    lines: [`Hello ${sender.name},`, what],
    path: documentPath(doc.id),
  })
}

/**
 * Everyone who signed gets the sealed PDF's link once the last signature is in; the reader of an
 * article's sign-off (`articleId`) is also told their acknowledgement is recorded, and where.
 */
export function queueCompletedToSigner(
  q: Queryable,
  doc: Doc,
  signer: { name: string; email: string },
  token: string,
  articleId: number | null = null,
) {
  return queue(q, {
    companyId: doc.companyId,
    template: 'esign_completed',
    to: signer.email,
    subject: `"${doc.title}" is signed by everyone`,
    lines: [
      `Hello ${signer.name},`,
      ...(articleId
        ? [
            `Your acknowledgement of the article is recorded: ${appOrigin()}${articlePath(articleId)}`,
          ]
        : []),
      `Everyone has signed "${doc.title}". Download the signed PDF, with its audit page, here:`,
    ],
    path: signedDownloadPath(token),
  })
}
