import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { MP3, MP4, PDF, twoCompanies, uploadEmployeeFile } from './fields-files-helpers'

const MiB = 1024 * 1024

test('an admin uploads and downloads an employee file; the person sees it without a download link and gets 403 on the URL', async ({
  page,
  newDevice,
  javaScriptEnabled,
}) => {
  test.slow()
  const { admin, employee, colleague, globex } = await twoCompanies()
  const filesPage = `/account/employee/${employee.membership.id}/files`
  await signInAs(page, admin, { at: filesPage })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Files of Eve Employee')
  await expect(page.getByText('No files yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A disguised file is refused with the spec's message: with JavaScript as soon as it is
  // chosen (it goes straight to storage), without it when the form is posted.
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  })
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Upload file' }).click()
  await expect(page.getByText('Error uploading file')).toBeVisible()
  await expect(page.getByText('The file’s content does not match its name').first()).toBeVisible()

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'Contract 2026.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await page.getByRole('button', { name: 'Upload file' }).click()
  await expect(page.getByText('File uploaded.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'Contract 2026.pdf' })
  await expect(row).toContainText('125 B')
  await expectNoSeriousA11yViolations(page)

  const downloadLink = row.getByRole('link', { name: /^Download\s*: Contract 2026\.pdf$/ })
  const downloadUrl = await downloadLink.getAttribute('href')
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()])
  expect(download.suggestedFilename()).toBe('Contract 2026.pdf')

  // The person: the file is listed and opens in the viewer, but there is no download.
  const { page: own } = await newDevice()
  await signInAs(own, employee, { at: filesPage })
  const ownRow = own.getByRole('row').filter({ hasText: 'Contract 2026.pdf' })
  await expect(ownRow).toBeVisible()
  await expect(own.getByRole('link', { name: /Download/ })).toHaveCount(0)
  await expect(own.getByRole('button', { name: 'Upload file' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(own)
  const refused = await own.request.get(downloadUrl!)
  expect(refused.status()).toBe(403)
  await ownRow.getByRole('link', { name: 'Contract 2026.pdf' }).click()
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('Contract 2026.pdf')
  await expect(own.locator('iframe[title="Contract 2026.pdf"]')).toBeVisible()
  await expect(own.getByRole('link', { name: 'Open the PDF in a new tab' })).toBeVisible()
  const inline = await own.request.get(downloadUrl!.replace(/\/download$/, '/raw'))
  expect(inline.status()).toBe(200)
  expect(inline.headers()['content-disposition']).toMatch(/^inline/)
  expect(inline.headers()['x-content-type-options']).toBe('nosniff')

  // A colleague may not see them; another company does not find them.
  const { page: other } = await newDevice()
  await signInAs(other, colleague)
  expect((await other.goto(filesPage))?.status()).toBe(403)
  const { page: outsider } = await newDevice()
  await signInAs(outsider, globex.admin)
  for (const path of [filesPage, downloadUrl!, downloadUrl!.replace(/\/download$/, '')]) {
    expect((await outsider.request.get(path)).status(), path).toBe(404)
  }

  // The admin deletes it after confirming.
  await page.goto(filesPage)
  await row.getByText('Delete', { exact: true }).click()
  await row.getByRole('button', { name: 'Delete file' }).click()
  await expect(page.getByText('File deleted.')).toBeVisible()
  await expect(page.getByText('No files yet.')).toBeVisible()
})

test('audio and video open in the viewer; with JavaScript they get speed and skip buttons', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const { admin, employee } = await twoCompanies()
  const id = employee.membership.id
  const audio = await uploadEmployeeFile(request, admin, id, {
    name: 'briefing.mp3',
    mimeType: 'audio/mpeg',
    buffer: MP3,
  })
  const video = await uploadEmployeeFile(request, admin, id, {
    name: 'induction.mp4',
    mimeType: 'video/mp4',
    buffer: MP4,
  })
  await signInAs(page, employee, { at: `/account/employee/${id}/files/${audio}` })
  await expect(page.locator('audio[controls]')).toHaveAttribute('controlslist', 'nodownload')
  const speeds = page.getByRole('group', { name: 'Playback speed' })
  if (javaScriptEnabled) {
    await expect(speeds.getByRole('button')).toHaveText(['0.5×', '1×', '1.5×', '2×'])
    await speeds.getByRole('button', { name: '1.5×' }).click()
    await expect(speeds.getByRole('button', { name: '1.5×' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(
      await page.locator('audio').evaluate((element: HTMLAudioElement) => element.playbackRate),
    ).toBe(1.5)
  } else {
    await expect(speeds).toHaveCount(0)
  }
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/account/employee/${id}/files/${video}`)
  await expect(page.locator('video[controls]')).toBeVisible()
  if (javaScriptEnabled) {
    await expect(speeds.getByRole('button')).toHaveText([
      '0.5×',
      '0.7×',
      '1×',
      '1.2×',
      '1.5×',
      '1.7×',
      '2×',
    ])
    await expect(page.getByRole('button', { name: 'Back 10 seconds' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Forward 10 seconds' })).toBeVisible()
  } else {
    await expect(page.getByRole('button', { name: 'Forward 10 seconds' })).toHaveCount(0)
  }
  await expectNoSeriousA11yViolations(page)
})

test('a 12 MB video goes up (with JavaScript in resumable chunks, surviving a dropped one) and plays from any point', async ({
  page,
  javaScriptEnabled,
}) => {
  const { admin, employee } = await twoCompanies()
  const filesPage = `/account/employee/${employee.membership.id}/files`
  const video = Buffer.alloc(12 * MiB, 0x2e)
  MP4.copy(video)
  video.write('seek-here', 9 * MiB)
  const chunks: string[] = []
  if (javaScriptEnabled) {
    // The second chunk's connection drops once; the widget asks where to resume and goes on.
    let dropped = false
    await page.route('**/files/uploads/**', async (route) => {
      const range = route.request().headers()['content-range']
      if (route.request().method() === 'PUT') chunks.push(range ?? '')
      if (route.request().method() === 'PUT' && !range?.startsWith('bytes 0-') && !dropped) {
        dropped = true
        return route.abort('connectionreset')
      }
      return route.fallback()
    })
  }
  await signInAs(page, admin, { at: filesPage })
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'all-hands.mp4',
    mimeType: 'video/mp4',
    buffer: video,
  })
  if (javaScriptEnabled) await expect(page.getByText('all-hands.mp4 uploaded')).toBeVisible()
  await page.getByRole('button', { name: 'Upload file' }).click()
  await expect(page.getByText('File uploaded.')).toBeVisible()
  if (javaScriptEnabled) {
    // 8 MiB chunks: the first, the dropped second, and the second again.
    expect(chunks).toEqual([
      `bytes 0-${8 * MiB - 1}/${12 * MiB}`,
      `bytes ${8 * MiB}-${12 * MiB - 1}/${12 * MiB}`,
      `bytes ${8 * MiB}-${12 * MiB - 1}/${12 * MiB}`,
    ])
  }
  await page.getByRole('link', { name: 'all-hands.mp4', exact: true }).click()
  const player = page.locator('video[controls]')
  await expect(player).toBeVisible()
  // What the player asks for when it seeks: a part of the file, answered 206.
  const raw = (await player.getAttribute('src'))!
  const seek = await page.request.get(raw, {
    headers: { Range: `bytes=${9 * MiB}-${9 * MiB + 8}` },
  })
  expect(seek.status()).toBe(206)
  expect(seek.headers()['content-range']).toBe(`bytes ${9 * MiB}-${9 * MiB + 8}/${12 * MiB}`)
  expect(await seek.text()).toBe('seek-here')
  const beyond = await page.request.get(raw, { headers: { Range: `bytes=${12 * MiB}-` } })
  expect(beyond.status()).toBe(416)
})
