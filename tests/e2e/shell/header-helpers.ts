import type { Page } from '@playwright/test'
import { expect, factories, signInAs } from '../fixtures'

/** A fresh company with its admin (every flag) signed in on `page`. */
export async function adminSignedIn(page: Page, options: { plan?: null } = {}) {
  const { makeCompanyWithAdmin } = await factories()
  const { company, admin } = await makeCompanyWithAdmin(undefined, options)
  // Without a plan, billing is the one page of the app open to the admin (the dashboard redirects).
  await signInAs(page, admin, options.plan === null ? { at: '/account/billing' } : {})
  return { company, admin }
}

/** The <html> element's class and dir exactly as the server sent them (no script ran). */
export async function serverHtmlElement(page: Page, path: string) {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  const tag = /<html\b[^>]*>/i.exec(await response.text())?.[0] ?? ''
  return {
    classes: (/\bclass="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/),
    dir: /\bdir="([^"]*)"/.exec(tag)?.[1],
    lang: /\blang="([^"]*)"/.exec(tag)?.[1],
  }
}

export async function openProfileMenu(page: Page) {
  await page.getByTestId('signed-in-as').click()
}

export const header = (page: Page) => page.getByRole('banner')
