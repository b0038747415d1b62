import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Select } from '~/components/ui/select'

/**
 * "New article from template" on the Create Article page: a GET form (no JavaScript needed) that
 * reopens the page with `?template=<id>`, the form then starting from the subject article.
 */
export function TemplatePicker({
  templates,
}: {
  templates: readonly { id: number; category: string; name: string }[]
}) {
  const { t } = useTranslation()
  if (templates.length === 0) return null
  return (
    <Form method="get" className="mb-8 flex flex-wrap items-end gap-4 border-b pb-6">
      <Select
        id="template"
        name="template"
        label={t('New article from template')}
        className=""
        controlClassName="w-72"
        options={templates.map((template) => ({
          value: template.id,
          label: `${template.category}: ${template.name}`,
        }))}
      />
      <Button type="submit" variant="secondary">
        {t('Use template')}
      </Button>
    </Form>
  )
}
