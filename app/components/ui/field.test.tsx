import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CheckboxGroup } from './choice'
import { Field } from './field'
import { Select } from './select'

describe('a field of the UI kit', () => {
  it('ties its hint and first error to the control, and marks it invalid', () => {
    const html = renderToStaticMarkup(
      <Field
        label="Name"
        hint="As on the badge"
        errors={['Please enter a name.', 'Second message']}
        inputProps={{ id: 'name', name: 'name' }}
      />,
    )
    expect(html).toContain('<label for="name"')
    expect(html).toContain('<p id="name-hint"')
    expect(html).toContain('<p id="name-error"')
    expect(html).toContain('aria-describedby="name-hint name-error"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).not.toContain('Second message')
  })

  it('gives a select its empty first choice, then the options, without aria noise when valid', () => {
    const html = renderToStaticMarkup(
      <Select
        id="division"
        name="division"
        label="Division"
        defaultValue="2"
        placeholder="No division"
        options={[
          { value: 1, label: 'Sales' },
          { value: 2, label: 'Support' },
        ]}
      />,
    )
    expect(html).toMatch(/<option value="">No division<\/option><option value="1">Sales/)
    expect(html).toContain('<option value="2" selected="">Support</option>')
    expect(html).not.toContain('aria-describedby')
    expect(html).not.toContain('aria-invalid')
  })

  it('puts a group of tick boxes in a fieldset named by its legend, ticking the chosen', () => {
    const html = renderToStaticMarkup(
      <CheckboxGroup
        name="days"
        legend="Weekend days"
        choices={[
          { value: 'sat', label: 'Saturday' },
          { value: 'sun', label: 'Sunday' },
        ]}
        defaultValue={['sun']}
      />,
    )
    expect(html).toContain('<fieldset id="days"')
    expect(html).toContain('<legend')
    expect(html).toMatch(/id="days-sun"[^>]*checked=""/)
    expect(html).not.toMatch(/id="days-sat"[^>]*checked=""/)
  })
})
