import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ARTICLE_TYPES_PATH } from '../taxonomy.schema'
import { Checkbox } from '~/components/ui/choice'
import { Field, Textarea } from '~/components/ui/field'
import { TaxonomySelect } from './taxonomy-select'

/** What the article form knows of a type (listArticleTypes). */
export interface ArticleTypeOption {
  id: number
  name: string
  color: string
  description: string
  isDefault: boolean
  version: number
}

/**
 * The article form's type select (seed 001 §2). Only KB admins may add, edit or delete types
 * (§5, §6): with JavaScript in dialogs; without it they can type a new type (name and colour)
 * that is created when the article is saved (resolveTypeChoice) and chosen instead, or manage
 * types on the types page (a new tab, so the article form keeps what was typed). A new article
 * starts with the default type.
 */
export function ArticleTypeField({
  name,
  types,
  defaultValue,
  error,
  canManage,
  newType,
}: {
  name: string
  types: readonly ArticleTypeOption[]
  defaultValue?: number | null
  error?: string
  canManage: boolean
  /** What was typed as a new type (no JS) and its messages, when the form comes back. */
  newType?: { name: string; color: string; errors: Record<string, string[] | undefined> }
}) {
  const { t } = useTranslation()
  const initial =
    defaultValue === undefined ? types.find((type) => type.isDefault)?.id : defaultValue
  const chosenOf = (value: string) => types.find((type) => String(type.id) === value)
  const newErrors = newType?.errors ?? {}
  return (
    <TaxonomySelect
      name={name}
      label={t('Type')}
      error={error}
      defaultValue={initial ? String(initial) : ''}
      emptyLabel={t('No type')}
      options={types.map((type) => (
        <option key={type.id} value={type.id}>
          {type.name}
        </option>
      ))}
      canManage={canManage}
      adornment={(value) => (
        <span
          aria-hidden="true"
          className="mt-1 inline-block h-6 w-6 shrink-0 rounded-sm border border-slate-700"
          style={{ backgroundColor: chosenOf(value)?.color ?? 'transparent' }}
        />
      )}
      dialogs={(value) => {
        const chosen = chosenOf(value)
        return {
          add: {
            button: t('Add type'),
            title: t('Add type'),
            intent: 'type.create',
            submitLabel: t('Add type'),
            body: (errors) => <ArticleTypeInputs errors={errors} />,
          },
          ...(chosen
            ? {
                edit: {
                  button: t('Edit type'),
                  title: t('Edit Article Type'),
                  intent: 'type.update',
                  submitLabel: t('Save type'),
                  body: (errors) => (
                    <>
                      <input type="hidden" name="id" value={chosen.id} />
                      <input type="hidden" name="version" value={chosen.version} />
                      <ArticleTypeInputs errors={errors} type={chosen} />
                    </>
                  ),
                },
                delete: {
                  button: t('Delete type'),
                  title: t('Delete type “{{name}}”?', { name: chosen.name }),
                  intent: 'type.delete',
                  submitLabel: t('Delete type'),
                  danger: true,
                  body: () => (
                    <>
                      <input type="hidden" name="id" value={chosen.id} />
                      <p>{t('Articles of this type keep their content and have no type.')}</p>
                    </>
                  ),
                },
              }
            : {}),
        }
      }}
      withoutJs={
        <>
          <details
            className="mt-2"
            open={Boolean(
              newType?.name ||
              newType?.color ||
              newErrors.new_type_name ||
              newErrors.new_type_color,
            )}
          >
            <summary className="cursor-pointer font-semibold text-brand-700">
              {t('New type')}
            </summary>
            <p className="mt-1 text-sm text-slate-600">
              {t('A name typed here is created when the article is saved and used instead.')}
            </p>
            <NewTypeInput
              field="new_type_name"
              label={t('Type name')}
              defaultValue={newType?.name ?? ''}
              errors={newErrors.new_type_name}
            />
            <NewTypeInput
              field="new_type_color"
              label={t('Colour')}
              hint={t('# and six hexadecimal digits, such as #1e88e5')}
              defaultValue={newType?.color ?? ''}
              errors={newErrors.new_type_color}
            />
          </details>
          <p className="mt-2 text-sm">
            <Link to={ARTICLE_TYPES_PATH} target="_blank" className={buttonClasses('link')}>
              {t('Manage article types (opens in a new tab)')}
            </Link>
          </p>
        </>
      }
    />
  )
}

/** One input of the no-JS new type; its id is the field name, so the error summary links to it. */
function NewTypeInput({
  field,
  label,
  hint,
  defaultValue,
  errors,
}: {
  field: 'new_type_name' | 'new_type_color'
  label: string
  hint?: string
  defaultValue: string
  errors?: string[]
}) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      className="mt-2"
      inputProps={{ id: field, name: field, defaultValue, maxLength: 100, autoComplete: 'off' }}
    />
  )
}

/** Type, colour, description and default inputs (the dialogs and the types pages). */
export function ArticleTypeInputs({
  errors,
  type,
  idPrefix = 'type-dialog',
}: {
  errors: Record<string, string[] | undefined>
  type?: Pick<ArticleTypeOption, 'name' | 'color' | 'description' | 'isDefault'>
  idPrefix?: string
}) {
  const { t } = useTranslation()
  const input = (field: 'type' | 'color', label: string, defaultValue: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      errors={errors[field]}
      className="mb-4"
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
      {input('type', t('Type name'), type?.name ?? '')}
      {input(
        'color',
        t('Colour'),
        type?.color ?? '',
        t('# and six hexadecimal digits, such as #1e88e5'),
      )}
      <Textarea
        id={`${idPrefix}-description`}
        name="description"
        label={t('Description (optional)')}
        className="mb-4"
        rows={3}
        defaultValue={type?.description ?? ''}
      />
      <Checkbox
        className="mb-4"
        label={t('Default type of new articles')}
        inputProps={{
          id: `${idPrefix}-is_default`,
          name: 'is_default',
          defaultChecked: type?.isDefault ?? false,
        }}
      />
    </>
  )
}
