import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Table } from './table'

interface Division {
  id: number
  name: string
  people: number
}

const columns = [
  { header: 'Name', rowHeader: true, cell: (row: Division) => row.name },
  { header: 'People', cell: (row: Division) => row.people },
  { header: 'Secret', hidden: true, cell: () => 'hidden column' },
]

const render = (rows: Division[]) =>
  renderToStaticMarkup(
    <Table
      rows={rows}
      columns={columns}
      caption="Divisions of the company"
      empty="There are no divisions yet."
    />,
  )

describe('a table of the UI kit', () => {
  it('shows the empty sentence, and no table, when there are no rows', () => {
    const html = render([])
    expect(html).toContain('There are no divisions yet.')
    expect(html).not.toContain('<table')
  })

  it('names each row in a row header, under the column headers, leaving hidden columns out', () => {
    const html = render([
      { id: 1, name: 'Sales', people: 3 },
      { id: 2, name: 'Product', people: 5 },
    ])
    expect(html).toContain('<caption class="sr-only">Divisions of the company</caption>')
    expect(html).toContain('<th scope="col" class="py-2 pe-4 text-start">People</th>')
    expect(html).toContain('<th scope="row" class="py-2 pe-4 text-start font-semibold">Sales</th>')
    expect(html).toContain('<td class="py-2 pe-4">5</td>')
    expect(html).not.toContain('Secret')
    expect(html).not.toContain('There are no divisions yet.')
  })
})
