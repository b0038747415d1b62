import { useTranslation } from '~/components/translation'
import { Field, Textarea, type FieldErrors } from '~/components/ui/field'
import { optionsOf, Select } from '~/components/ui/select'

/** A definition's fields (term, text, category), on the glossary's add form and the edit page. */
export function DefinitionInputs({
  values,
  errors,
  categories,
}: {
  values: { term: string; definition: string; category: string }
  errors: { term?: FieldErrors; definition?: FieldErrors }
  categories: readonly { id: number; name: string }[]
}) {
  const { t } = useTranslation()
  return (
    <>
      <Field
        label={t('Term')}
        errors={errors.term}
        inputProps={{
          id: 'definition-term',
          name: 'term',
          defaultValue: values.term,
          maxLength: 100,
        }}
      />
      <Textarea
        id="definition-text"
        name="definition"
        label={t('Definition')}
        defaultValue={values.definition}
        errors={errors.definition}
      />
      <Select
        id="definition-category"
        name="category"
        label={t('Category (optional)')}
        defaultValue={values.category}
        placeholder={t('No category')}
        options={optionsOf(categories)}
      />
    </>
  )
}
