import { useCallback, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import { flattenCategoryTree, subtreeIds, type CategoryNode } from '../category-tree'
import { TaxonomyDialog } from './taxonomy-dialog'

const selectClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'
const inputClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 px-3 py-2 text-base text-slate-900'

/** The options of a category select: the tree in order, indented by depth. */
export function CategoryOptions({
  tree,
  exclude,
}: {
  tree: readonly CategoryNode[]
  exclude?: Set<number>
}) {
  return (
    <>
      {flattenCategoryTree(tree)
        .filter((node) => !exclude?.has(node.id))
        .map((node) => (
          <option key={node.id} value={node.id}>
            {`${'\u00a0\u00a0'.repeat(node.depth)}${node.depth ? '– ' : ''}${node.name}`}
          </option>
        ))}
    </>
  )
}

type DialogKind = 'add' | 'edit' | 'delete' | null

/**
 * The article form's category (seed 001 §2 cascader): the alphabetical tree as a select. Without
 * JavaScript, KB admins can also type a new category (and its parent) that is created when the
 * article is saved (resolveCategoryChoice), so nothing typed is lost; with JavaScript they add,
 * rename or delete categories in dialogs and the new one is chosen at once.
 */
export function CategoryField({
  name,
  tree,
  defaultValue,
  error,
  canManage,
  newCategoryDefaults,
}: {
  name: string
  tree: readonly CategoryNode[]
  defaultValue?: number | null
  error?: string
  canManage: boolean
  newCategoryDefaults?: { name?: string; parent?: number | null }
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [value, setValue] = useState(defaultValue ? String(defaultValue) : '')
  const [dialog, setDialog] = useState<DialogKind>(null)
  const chosen = flattenCategoryTree(tree).find((node) => String(node.id) === value)
  // The category an edit or delete dialog is about, kept from when it opened: a deleted one
  // leaves the tree (the loaders reload) before the dialog hears its reply, and the dialog must
  // stay mounted to hear it and close.
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
        {t('Category')}
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(error)}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className={selectClasses}
      >
        <option value="">{t('Select a category')}</option>
        <CategoryOptions tree={tree} />
      </select>
      {canManage && hydrated ? (
        <div className="mt-2 flex flex-wrap gap-4">
          <Button type="button" variant="link" onClick={() => setDialog('add')}>
            {t('Add category')}
          </Button>
          {chosen ? (
            <>
              <Button type="button" variant="link" onClick={() => openFor('edit')}>
                {t('Edit category')}
              </Button>
              <Button type="button" variant="link" onClick={() => openFor('delete')}>
                {t('Delete category')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {canManage && !hydrated ? (
        <details className="mt-2" open={Boolean(newCategoryDefaults?.name)}>
          <summary className="cursor-pointer font-semibold text-brand-700">
            {t('New category')}
          </summary>
          <p className="mt-1 text-sm text-slate-600">
            {t('A name typed here is created when the article is saved and used instead.')}
          </p>
          <label htmlFor={`${id}-new-name`} className="mt-2 block font-semibold">
            {t('New category name')}
          </label>
          <input
            id={`${id}-new-name`}
            name="new_category_name"
            defaultValue={newCategoryDefaults?.name ?? ''}
            maxLength={100}
            className={inputClasses}
          />
          <label htmlFor={`${id}-new-parent`} className="mt-2 block font-semibold">
            {t('Inside (optional)')}
          </label>
          <select
            id={`${id}-new-parent`}
            name="new_category_parent"
            defaultValue={newCategoryDefaults?.parent ? String(newCategoryDefaults.parent) : ''}
            className={selectClasses}
          >
            <option value="">{t('No parent (top level)')}</option>
            <CategoryOptions tree={tree} />
          </select>
        </details>
      ) : null}
      {canManage && hydrated ? (
        <>
          <TaxonomyDialog
            open={dialog === 'add'}
            title={t('Add category')}
            intent="category.create"
            submitLabel={t('Add category')}
            onClose={close}
            onSaved={saved}
          >
            {(errors) => <CategoryInputs tree={tree} errors={errors} parent={chosen?.id} />}
          </TaxonomyDialog>
          {subject ? (
            <>
              <TaxonomyDialog
                open={dialog === 'edit'}
                title={t('Edit Article Category')}
                intent="category.update"
                submitLabel={t('Save category')}
                onClose={close}
                onSaved={saved}
              >
                {(errors) => (
                  <>
                    <input type="hidden" name="id" value={subject.id} />
                    <input type="hidden" name="version" value={versionOf(tree, subject.id)} />
                    <CategoryInputs
                      tree={tree}
                      errors={errors}
                      name={subject.name}
                      parent={parentOf(tree, subject.id)}
                      exclude={subtreeIds(tree, subject.id)}
                    />
                  </>
                )}
              </TaxonomyDialog>
              <TaxonomyDialog
                open={dialog === 'delete'}
                title={t('Delete category “{{name}}”?', { name: subject.name })}
                intent="category.delete"
                submitLabel={t('Delete category')}
                danger
                onClose={close}
                onSaved={saved}
              >
                {() => (
                  <>
                    <input type="hidden" name="id" value={subject.id} />
                    <p>{t('Its subcategories are deleted too. This cannot be undone.')}</p>
                  </>
                )}
              </TaxonomyDialog>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

function nodeOf(tree: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node
    const below = nodeOf(node.children, id)
    if (below) return below
  }
  return undefined
}
const versionOf = (tree: readonly CategoryNode[], id: number) => nodeOf(tree, id)?.version ?? 1
const parentOf = (tree: readonly CategoryNode[], id: number) => nodeOf(tree, id)?.parentId ?? null

/** The name and parent inputs of a category (the dialogs and the categories pages). */
export function CategoryInputs({
  tree,
  errors,
  name,
  parent,
  exclude,
  idPrefix = 'category-dialog',
}: {
  tree: readonly CategoryNode[]
  errors: Record<string, string[] | undefined>
  name?: string
  parent?: number | null
  exclude?: Set<number>
  idPrefix?: string
}) {
  const { t } = useTranslation()
  const nameError = errors.category?.[0]
  const parentError = errors.parent?.[0]
  return (
    <>
      <div className={`mb-4 ${nameError ? 'border-l-4 border-red-700 pl-3' : ''}`}>
        <label htmlFor={`${idPrefix}-name`} className="block font-semibold">
          {t('Category name')}
        </label>
        {nameError ? (
          <p id={`${idPrefix}-name-error`} className="mt-1 text-sm font-semibold text-red-700">
            <span className="sr-only">{t('Error:')}</span> {t(nameError)}
          </p>
        ) : null}
        <input
          id={`${idPrefix}-name`}
          name="category"
          defaultValue={name ?? ''}
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${idPrefix}-name-error` : undefined}
          className={inputClasses}
        />
      </div>
      <div className={`mb-4 ${parentError ? 'border-l-4 border-red-700 pl-3' : ''}`}>
        <label htmlFor={`${idPrefix}-parent`} className="block font-semibold">
          {t('Inside (optional)')}
        </label>
        {parentError ? (
          <p id={`${idPrefix}-parent-error`} className="mt-1 text-sm font-semibold text-red-700">
            <span className="sr-only">{t('Error:')}</span> {t(parentError)}
          </p>
        ) : null}
        <select
          id={`${idPrefix}-parent`}
          name="parent"
          defaultValue={parent ? String(parent) : ''}
          aria-invalid={parentError ? true : undefined}
          aria-describedby={parentError ? `${idPrefix}-parent-error` : undefined}
          className={selectClasses}
        >
          <option value="">{t('No parent (top level)')}</option>
          <CategoryOptions tree={tree} exclude={exclude} />
        </select>
      </div>
    </>
  )
}
