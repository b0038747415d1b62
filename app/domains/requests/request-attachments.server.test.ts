import { describe, expect, it } from 'vitest'
import { SAMPLE_FILES } from '#tests/factories/files'
import { testMeta } from '#tests/factories/request'
import { requestsTeam } from '#tests/factories/requests'
import { getRequest } from './request-reads.server'
import { createRequest } from './requests.server'
import { attachFile, attachmentResponse } from './request-attachments.server'

const receipt = { name: 'receipt.pdf', contentType: 'application/pdf', bytes: SAMPLE_FILES.pdf }

describe('request attachments', () => {
  it('lets the requester attach a receipt that the approvers download; others are refused', async () => {
    const team = await requestsTeam()
    const expense = await createRequest(
      team.eve.actor,
      {
        kind: 'expense',
        type: team.setup.expense.id,
        title: 'Boots',
        details: '',
        amount: '80',
        currency: 'USD',
        spent_on: '2026-05-04',
        merchant: '',
      },
      testMeta(),
    )
    await attachFile(team.eve.actor, expense.id, receipt, testMeta())
    const [file] = (await getRequest(team.mia.actor, expense.id, testMeta())).attachments
    expect(file).toMatchObject({ file_name: 'receipt.pdf', content_type: 'application/pdf' })
    const download = await attachmentResponse(team.mia.actor, expense.id, file!.id, testMeta())
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(SAMPLE_FILES.pdf)

    await expect(attachFile(team.mia.actor, expense.id, receipt, testMeta())).rejects.toMatchObject(
      { status: 403 },
    )
    await expect(
      attachmentResponse(team.ola.actor, expense.id, file!.id, testMeta()),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      attachFile(
        team.eve.actor,
        expense.id,
        { name: 'tool.exe', contentType: 'application/octet-stream', bytes: SAMPLE_FILES.exe },
        testMeta(),
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})
