import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { makeDefinition } from '#tests/factories/knowledge-taxonomy'
import { annotateDefinitions, findDefinitions, type FoundDefinition } from './definitions.server'
import { sanitizeArticleHtml } from '../html.server'

const pto: FoundDefinition = {
  id: 1,
  term: 'PTO',
  definition: '<p>Paid time off</p>',
  category: null,
}
const sla: FoundDefinition = {
  id: 2,
  term: 'SLA',
  definition: 'Service <b>level</b> agreement',
  category: 'Support',
}

/** The body with every annotation link taken out again (the term text stays). */
const withoutAnnotations = (html: string) =>
  html.replace(/<a href="#kb-definition-\d+"[^>]*>([^<]*)<\/a>/g, '$1')

describe('findDefinitions', () => {
  it('finds whole-word terms in the text in any case, in order of appearance, never in tags or attributes', async () => {
    const { company } = await makeCompanyWithAdmin()
    await makeDefinition(company, 'PTO', 'Paid time off')
    await makeDefinition(company, 'SLA', '<p>Service level agreement</p>')
    await makeDefinition(company, 'KPI', 'Key performance indicator')
    await makeDefinition(company, 'Forklift', 'A truck that lifts pallets')
    await makeDefinition(company, 'title', 'Only in an attribute')
    await makeDefinition(company, 'strong', 'Only a tag name')
    const other = await makeCompanyWithAdmin()
    await makeDefinition(other.company, 'Escalation', 'Another company’s term')

    const found = await findDefinitions(
      company.id,
      '<p>Our <strong>sla</strong> covers escalation. Ask about pto.</p>' +
        '<p><a href="https://kpi.example.test/" title="x">help</a> SLAs and forklifts do not count.</p>',
    )

    expect(found.map((definition) => definition.term)).toEqual(['SLA', 'PTO'])
    expect(found[0]).toMatchObject({ definition: '<p>Service level agreement</p>' })
  })

  it('finds nothing in an empty body', async () => {
    const { company } = await makeCompanyWithAdmin()
    await makeDefinition(company, 'PTO', 'Paid time off')
    expect(await findDefinitions(company.id, '')).toEqual([])
  })
})

describe('annotateDefinitions', () => {
  it('links the first occurrence of each term to its footnote, with the definition as its title', () => {
    const { html, footnotes } = annotateDefinitions(
      '<p>Take PTO early. PTO is limited.</p><p>Our sla matters.</p>',
      [pto, sla],
    )

    expect(html).toBe(
      '<p>Take <a href="#kb-definition-1" title="Paid time off" rel="noopener noreferrer">PTO</a> early. PTO is limited.</p>' +
        '<p>Our <a href="#kb-definition-2" title="Service level agreement" rel="noopener noreferrer">sla</a> matters.</p>',
    )
    expect(footnotes).toEqual([
      { id: 1, anchor: 'kb-definition-1', term: 'PTO', definition: '<p>Paid time off</p>' },
      {
        id: 2,
        anchor: 'kb-definition-2',
        term: 'SLA',
        definition: 'Service <b>level</b> agreement',
      },
    ])
  })

  it('never touches tags, attributes, links, code or headings, and changes nothing but the text', () => {
    const body =
      '<h2>PTO rules</h2><p><a href="https://example.test/PTO" title="PTO">PTO</a> ' +
      '<img src="https://example.test/pto.png" alt="PTO" /><code>PTO</code> then PTO.</p>'

    const { html } = annotateDefinitions(body, [pto])

    expect(html.match(/kb-definition-1/g)).toHaveLength(1)
    expect(html).toContain('<code>PTO</code> then <a href="#kb-definition-1"')
    expect(withoutAnnotations(html)).toBe(sanitizeArticleHtml(body))
  })

  it('keeps hostile bodies and definitions harmless: the output passes the sanitizer unchanged', () => {
    const hostile: FoundDefinition = {
      id: 7,
      term: 'x"><img src=x onerror=alert(1)>',
      definition: '"><script>alert(1)</script><img src=x onerror=alert(2)>',
      category: null,
    }
    const bodies = [
      '<p>PTO <img src=x onerror=alert(1)> PTO</p><script>PTO</script>',
      '<p title="PTO" onmouseover="alert(1)">&lt;b&gt;PTO&lt;/b&gt; &amp; x"&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
      '<p><a href="javascript:alert(1)">PTO</a> <svg onload=alert(1)>PTO</svg></p>',
      '<p>PTO<!-- <a href="#kb-definition-1">PTO</a> --></p>',
    ]
    for (const body of bodies) {
      const { html, footnotes } = annotateDefinitions(body, [pto, hostile])
      expect(sanitizeArticleHtml(html)).toBe(html)
      // Hostile words may remain as text; never inside a tag.
      expect(html).not.toMatch(/<script|<[^>]*(onerror|onload|onmouseover|javascript:)/i)
      expect(withoutAnnotations(html)).toBe(sanitizeArticleHtml(body))
      expect(footnotes.find((note) => note.id === 7)?.definition).not.toMatch(/<script|onerror/)
    }
    const { html } = annotateDefinitions(
      '<p>See x"&gt;&lt;img src=x onerror=alert(1)&gt; now</p>',
      [hostile],
    )
    expect(html).toContain('title="&quot;&gt;"')
    expect(html).toContain('>x"&gt;&lt;img src=x onerror=alert(1)&gt;</a>')
  })

  it('prefers the longer of two overlapping terms, and matches words of any script', () => {
    const paid: FoundDefinition = {
      id: 3,
      term: 'paid time off',
      definition: 'Holiday',
      category: null,
    }
    const time: FoundDefinition = { id: 4, term: 'time', definition: 'Clock', category: null }
    const arabic: FoundDefinition = { id: 5, term: 'إجازة', definition: 'Leave', category: null }

    const { html } = annotateDefinitions('<p>Paid time off is time well spent. إجازة سعيدة</p>', [
      time,
      paid,
      arabic,
    ])

    expect(html).toBe(
      '<p><a href="#kb-definition-3" title="Holiday" rel="noopener noreferrer">Paid time off</a> is ' +
        '<a href="#kb-definition-4" title="Clock" rel="noopener noreferrer">time</a> well spent. ' +
        '<a href="#kb-definition-5" title="Leave" rel="noopener noreferrer">إجازة</a> سعيدة</p>',
    )
  })
})
