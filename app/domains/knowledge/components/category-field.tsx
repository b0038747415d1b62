import { useTranslation } from '~/components/translation'
import { flattenCategoryTree, subtreeIds, type CategoryNode } from '../category-tree'
import { inputClasses, selectClasses, TaxonomySelect } from './taxonomy-select'

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
  const id = `${name}-field`
  return (
    <TaxonomySelect
      name={name}
      label={t('Category')}
      error={error}
      defaultValue={defaultValue ? String(defaultValue) : ''}
      emptyLabel={t('Select a category')}
      options={<CategoryOptions tree={tree} />}
      canManage={canManage}
      dialogs={(value) => {
        const chosen = flattenCategoryTree(tree).find((node) => String(node.id) === value)
        return {
          add: {
            button: t('Add category'),
            title: t('Add category'),
            intent: 'category.create',
            submitLabel: t('Add category'),
            body: (errors) => <CategoryInputs tree={tree} errors={errors} parent={chosen?.id} />,
          },
          ...(chosen
            ? {
                edit: {
                  button: t('Edit category'),
                  title: t('Edit Article Category'),
                  intent: 'category.update',
                  submitLabel: t('Save category'),
                  body: (errors) => (
                    <>
                      <input type="hidden" name="id" value={chosen.id} />
                      <input type="hidden" name="version" value={versionOf(tree, chosen.id)} />
                      <CategoryInputs
                        tree={tree}
                        errors={errors}
                        name={chosen.name}
                        parent={parentOf(tree, chosen.id)}
                        exclude={subtreeIds(tree, chosen.id)}
                      />
                    </>
                  ),
                },
                delete: {
                  button: t('Delete category'),
                  title: t('Delete category “{{name}}”?', { name: chosen.name }),
                  intent: 'category.delete',
                  submitLabel: t('Delete category'),
                  danger: true,
                  body: () => (
                    <>
                      <input type="hidden" name="id" value={chosen.id} />
                      <p>{t('Its subcategories are deleted too. This cannot be undone.')}</p>
                    </>
                  ),
                },
              }
            : {}),
        }
      }}
      withoutJs={
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
      }
    />
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
