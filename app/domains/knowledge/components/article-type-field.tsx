import { Link } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Button, buttonClasses } from '~/components/ui/button'
import { ARTICLE_TYPES_PATH } from '../taxonomy.schema'
import { TaxonomyDialog } from './taxonomy-dialog'

/** What the article form knows of a type (listArticleTypes). */
export interface ArticleTypeOption {
  id: number
  name: string
  color: string
  description: string
  isDefault: boolean
  version: number
}

const selectClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'
const inputClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 px-3 py-2 text-base text-slate-900'

type DialogKind = 'add' | 'edit' | 'delete' | null

/**
 * The article form's type select (seed 001 §2). Only KB admins may add, edit or delete types
 * (§5, §6): with JavaScript in dialogs, without it on the types page (a new tab, so the article
 * form keeps what was typed). A new article starts with the default type.
 */
export function ArticleTypeField({
  name,
  types,
  defaultValue,
  error,
  canManage,
}: {
  name: string
  types: readonly ArticleTypeOption[]
  defaultValue?: number | null
  error?: string
  canManage: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const initial =
    defaultValue === undefined ? types.find((type) => type.isDefault)?.id : defaultValue
  const [value, setValue] = useState(initial ? String(initial) : '')
  const [dialog, setDialog] = useState<DialogKind>(null)
  const chosen = types.find((type) => String(type.id) === value)
  // The type an edit or delete dialog is about, kept from when it opened: a deleted type leaves
  // the list (the loaders reload) before the dialog hears its reply, and the dialog must stay
  // mounted to hear it and close.
  const [subject, setSubject] = useState(chosen)
  const openFor = (kind: 'edit' | 'delete') => {
    setSubject(chosen)
    setDialog(kind)
  }
  const id = `${name}-field`
  const close = useCallback(() => setDialog(null), [])
  const saved = useCallback(
    (savedId: number | null) => {
      if (dialog === 'add' && savedId) setValue(String(savedId))
      if (dialog === 'delete') setValue('')
      setDialog(null)
    },
    [dialog],
  )
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {t('Type')}
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(error)}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="mt-1 inline-block h-6 w-6 shrink-0 rounded-sm border border-slate-700"
          style={{ backgroundColor: chosen?.color ?? 'transparent' }}
        />
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className={selectClasses}
        >
          <option value="">{t('No type')}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      {canManage && !hydrated ? (
        <p className="mt-2 text-sm">
          <Link to={ARTICLE_TYPES_PATH} target="_blank" className={buttonClasses('link')}>
            {t('Manage article types (opens in a new tab)')}
          </Link>
        </p>
      ) : null}
      {canManage && hydrated ? (
        <div className="mt-2 flex flex-wrap gap-4">
          <Button type="button" variant="link" onClick={() => setDialog('add')}>
            {t('Add type')}
          </Button>
          {chosen ? (
            <>
              <Button type="button" variant="link" onClick={() => openFor('edit')}>
                {t('Edit type')}
              </Button>
              <Button type="button" variant="link" onClick={() => openFor('delete')}>
                {t('Delete type')}
              </Button>
            </>
          ) : null}
          <TaxonomyDialog
            open={dialog === 'add'}
            title={t('Add type')}
            intent="type.create"
            submitLabel={t('Add type')}
            onClose={close}
            onSaved={saved}
          >
            {(errors) => <ArticleTypeInputs errors={errors} />}
          </TaxonomyDialog>
          {subject ? (
            <>
              <TaxonomyDialog
                open={dialog === 'edit'}
                title={t('Edit Article Type')}
                intent="type.update"
                submitLabel={t('Save type')}
                onClose={close}
                onSaved={saved}
              >
                {(errors) => (
                  <>
                    <input type="hidden" name="id" value={subject.id} />
                    <input type="hidden" name="version" value={subject.version} />
                    <ArticleTypeInputs errors={errors} type={subject} />
                  </>
                )}
              </TaxonomyDialog>
              <TaxonomyDialog
                open={dialog === 'delete'}
                title={t('Delete type “{{name}}”?', { name: subject.name })}
                intent="type.delete"
                submitLabel={t('Delete type')}
                danger
                onClose={close}
                onSaved={saved}
              >
                {() => (
                  <>
                    <input type="hidden" name="id" value={subject.id} />
                    <p>{t('Articles of this type keep their content and have no type.')}</p>
                  </>
                )}
              </TaxonomyDialog>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
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
  const input = (field: 'type' | 'color', label: string, defaultValue: string, hint?: string) => {
    const error = errors[field]?.[0]
    const describedBy =
      [hint ? `${idPrefix}-${field}-hint` : '', error ? `${idPrefix}-${field}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined
    return (
      <div className={`mb-4 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
        <label htmlFor={`${idPrefix}-${field}`} className="block font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${idPrefix}-${field}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${idPrefix}-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
            <span className="sr-only">{t('Error:')}</span> {t(error)}
          </p>
        ) : null}
        <input
          id={`${idPrefix}-${field}`}
          name={field}
          defaultValue={defaultValue}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses}
        />
      </div>
    )
  }
  return (
    <>
      {input('type', t('Type name'), type?.name ?? '')}
      {input(
        'color',
        t('Colour'),
        type?.color ?? '',
        t('# and six hexadecimal digits, such as #1e88e5'),
      )}
      <div className="mb-4">
        <label htmlFor={`${idPrefix}-description`} className="block font-semibold">
          {t('Description (optional)')}
        </label>
        <textarea
          id={`${idPrefix}-description`}
          name="description"
          rows={3}
          defaultValue={type?.description ?? ''}
          className={inputClasses}
        />
      </div>
      <label className="mb-4 flex items-center gap-2">
        <input type="checkbox" name="is_default" defaultChecked={type?.isDefault ?? false} />
        {t('Default type of new articles')}
      </label>
    </>
  )
}
