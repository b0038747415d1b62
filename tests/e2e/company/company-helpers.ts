import sharp from 'sharp'

/** Tables and services this area arranges directly (loaded lazily like the factories). */
export async function companyTables() {
  const [{ db }, { auditLog }, { outboundEmails }, { companies }, { audit }, { eq }] =
    await Promise.all([
      import('~/platform/db.server'),
      import('~/platform/audit.tables'),
      import('~/platform/mail.tables'),
      import('~/domains/company/company.tables'),
      import('~/platform/audit.server'),
      import('drizzle-orm'),
    ])
  return { db, auditLog, outboundEmails, companies, audit, eq }
}

/** Records an action in a company's history, as the services do. */
export async function recordAction(
  companyId: number,
  userId: number,
  action: string,
  entity?: { type: string; id: number },
) {
  const { db, audit } = await companyTables()
  await audit(
    db,
    { ip: '192.0.2.1', userAgent: 'e2e' },
    { action, companyId, actorUserId: userId, entityType: entity?.type, entityId: entity?.id },
  )
}

/** An email the system already sent for a company (it never went over SMTP in this test). */
export async function sentEmail(companyId: number, to: string, subject: string) {
  const { db, outboundEmails } = await companyTables()
  const [row] = await db
    .insert(outboundEmails)
    .values({
      companyId,
      template: 'welcome',
      toAddress: to,
      subject,
      textBody: `Hello,\n\n${subject}: your handbook is ready.`,
      htmlBody: `<p>Hello,</p><p>${subject}: your handbook is ready.</p>`,
      status: 'sent',
      attempts: 1,
      sentAt: new Date(),
    })
    .returning()
  return row!
}

export async function pngLogo(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 200, channels: 3, background: '#1d5fd6' } })
    .png()
    .toBuffer()
}
