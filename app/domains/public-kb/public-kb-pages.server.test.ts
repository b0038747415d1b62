import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie as cookieOf } from '#tests/factories/browser-session'
import { makePublicKb } from '#tests/factories/public-kb'
import { dnsServerForFile } from '#tests/support/servers-for-file'
import { readFlash } from '~/platform/flash.server'
import { readReply } from '~/platform/form-reply'
import { action as editAction } from '~/routes/_app+/knowledgebase.public-knowledgebases_.$id.edit'
import { loader as listLoader } from '~/routes/_app+/knowledgebase.public-knowledgebases._index'
import { verificationRecord } from './domain-verification.server'

const dns = await dnsServerForFile()

const verify = (cookie: string, id: number) =>
  editAction({
    request: new Request(`http://localhost/knowledgebase/public-knowledgebases/${id}/edit`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=verify',
    }),
    params: { id: String(id) },
    context: {},
  })

describe('the Verify domain button', () => {
  it('says the seed’s failure message without the record and its success message with it', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const domain = `docs-${company.id}.example.com`
    const kb = await makePublicKb(company, { domain })
    const cookie = await cookieOf(admin)

    const failed = await verify(cookie, kb.id)
    expect(failed.status).toBe(400)
    expect(readReply(await failed.json()).formErrors).toEqual([
      "Could not verify domain. Please ensure you've followed the verification steps correctly",
    ])

    const record = verificationRecord(kb.id, domain)
    dns.setTxt(record.name, [record.value])
    const verified = await verify(cookie, kb.id)
    expect(verified.status).toBe(302)
    const { flash } = await readFlash(
      new Request('http://localhost/', {
        headers: { cookie: verified.headers.get('set-cookie')!.split(';')[0]! },
      }),
    )
    expect(flash).toEqual({ kind: 'success', message: 'Domain verified successfully!' })
  })

  it('refuses staff the admin pages with 403', async () => {
    const { company } = await makeCompanyWithAdmin()
    const staff = await makeMember(company)
    const kb = await makePublicKb(company, { domain: `x-${company.id}.example.com` })
    const cookie = await cookieOf(staff)
    const refused = (call: () => Promise<unknown>) =>
      call().then(
        () => 0,
        (error: unknown) => (error instanceof Response ? error.status : -1),
      )
    expect(await refused(() => verify(cookie, kb.id))).toBe(403)
    expect(
      await refused(() =>
        listLoader({
          request: new Request('http://localhost/knowledgebase/public-knowledgebases', {
            headers: { cookie },
          }),
          params: {},
          context: {},
        }),
      ),
    ).toBe(403)
  })
})
