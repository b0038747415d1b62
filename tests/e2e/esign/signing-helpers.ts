import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/* The signing page's gestures, shared by the e-signature specs. */

/** Draws a stroke on the signature pad (JavaScript only): it posts the drawing as a PNG. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature pad' })
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 30)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 30, { steps: 8 })
  await page.mouse.move(box.x + box.width - 30, box.y + 30, { steps: 8 })
  await page.mouse.up()
  await expect(page.locator('input[type=hidden][name=signature]')).toHaveCount(1)
}
