import { useTranslation } from '~/components/translation'
import { Field, Textarea } from '~/components/ui/field'
import { Select, type SelectOption } from '~/components/ui/select'

/** What the inputs show: the saved template, or what was typed before a refusal. */
export interface ArticleTemplateValues {
  category: string
  name: string
  description: string
  subjectArticle: string
}

/**
 * The fields of a template subject (its category, name, description and subject article), shared
 * by the add form on the templates page and the edit page.
 */
export function ArticleTemplateInputs({
  idPrefix,
  values,
  errors,
  articles,
}: {
  idPrefix: string
  values: ArticleTemplateValues
  errors: Record<string, string[] | undefined>
  /** The articles a subject can start from. */
  articles: readonly SelectOption[]
}) {
  const { t } = useTranslation()
  const text = (field: 'category' | 'name', label: string, defaultValue: string, hint: string) => (
    <Field
      label={label}
      hint={hint}
      errors={errors[field]}
      inputProps={{
        id: `${idPrefix}-${field}`,
        name: field,
        defaultValue,
        maxLength: 100,
        autoComplete: 'off',
      }}
    />
  )
  return (
    <>
      {text(
        'category',
        t('Template category'),
        values.category,
        t('Subjects with the same category form one template, such as Policies.'),
      )}
      {text('name', t('Subject name'), values.name, t('Such as Policy or Leave policy.'))}
      <Textarea
        id={`${idPrefix}-description`}
        name="description"
        label={t('Description (optional)')}
        rows={3}
        maxLength={1000}
        defaultValue={values.description}
      />
      <Select
        id={`${idPrefix}-subject_article`}
        name="subject_article"
        label={t('Subject article')}
        hint={t('A new article from this template starts with its content blocks.')}
        errors={errors.subject_article}
        placeholder={t('Choose an article')}
        options={articles}
        defaultValue={values.subjectArticle}
      />
    </>
  )
}
