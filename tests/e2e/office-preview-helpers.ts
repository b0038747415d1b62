import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Waits until an office file's PDF preview is made (a few seconds of LibreOffice on the server)
 * and answers its frame: with JavaScript the viewer asks again by itself; without, the person
 * follows the page's reload link, as they would.
 */
export async function officePreviewFrame(
  page: Page,
  javaScriptEnabled: boolean,
  fileName: string,
): Promise<Locator> {
  const frame = page.locator(`iframe[title="Preview of ${fileName}"]`)
  if (javaScriptEnabled) {
    await expect(frame).toBeVisible({ timeout: 60_000 })
    return frame
  }
  await expect(async () => {
    await page.getByRole('link', { name: 'Reload the page' }).click()
    await expect(frame).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  return frame
}
