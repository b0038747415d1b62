import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox'] })
const p = await b.newPage()
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 600)))
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 800)))
p.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()) })
await p.goto('http://localhost:4400/auth/signup')
await p.waitForTimeout(1000)
await p.fill('[name=first_name]', 'Ann'); await p.fill('[name=last_name]', 'Lee')
await p.fill('[name=email]', `ann${Date.now()}@example.com`); await p.fill('[name=password]', 'correct-horse-battery')
await p.fill('[name=company_name]', 'Probe Co')
await p.locator('form button[type=submit], form button').last().click()
await p.waitForTimeout(4000)
console.log('url', p.url(), await p.evaluate(() => !!document.querySelector('[data-reactroot], #main')))
for (const path of ['/auth/onboarding', '/account/dashboard', '/account/billing']) {
  await p.goto('http://localhost:4400' + path); await p.waitForTimeout(2500)
  console.log(path, '->', p.url(), await p.title())
}
await b.close()
