import type { User } from './accounts.tables'

interface RenderedEmail {
  template: string
  to: string
  subject: string
  text: string
  html: string
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/** One plain layout for every account email: a greeting, some lines, one button, a footnote. */
function layout(input: {
  greeting: string
  lines: string[]
  action: string
  link: string
  footnote: string
}) {
  const text = [
    input.greeting,
    '',
    ...input.lines,
    '',
    `${input.action}: ${input.link}`,
    '',
    input.footnote,
  ].join('\n')
  const paragraphs = input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c">
<p>${escapeHtml(input.greeting)}</p>${paragraphs}
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#1d5fd6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(input.action)}</a></p>
<p style="font-size:14px;color:#505a5f">${escapeHtml(input.footnote)}</p>
</body></html>`
  return { text, html }
}

export function passwordResetEmail(input: { user: User; link: string }): RenderedEmail {
  return {
    template: 'password_reset',
    to: input.user.email,
    subject: 'Reset your Groundwork password',
    ...layout({
      greeting: `Hello ${input.user.firstName},`,
      lines: ['We received a request to reset your password. The link works once, for one hour.'],
      action: 'Choose a new password',
      link: input.link,
      footnote:
        'If you did not ask for this, you can ignore this email: your password stays the same.',
    }),
  }
}

export function activationEmail(input: {
  user: User
  companyName: string
  link: string
}): RenderedEmail {
  return {
    template: 'activation',
    to: input.user.email,
    subject: `Activate your ${input.companyName} account on Groundwork`,
    ...layout({
      greeting: `Hello ${input.user.firstName},`,
      lines: [
        `${input.companyName} has created an account for you on Groundwork.`,
        'Choose a password to activate it. The link works once, for seven days.',
      ],
      action: 'Activate my account',
      link: input.link,
      footnote: 'If you were not expecting this email, you can ignore it.',
    }),
  }
}
