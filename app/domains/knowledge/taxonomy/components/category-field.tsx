import { useTranslation } from '~/components/translation'
import { flattenCategoryTree, subtreeIds, type CategoryNode } from '../category-tree'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { TaxonomySelect } from './taxonomy-select'

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
          <Field
            label={t('New category name')}
            className="mt-2"
            inputProps={{
              id: `${id}-new-name`,
              name: 'new_category_name',
              defaultValue: newCategoryDefaults?.name ?? '',
              maxLength: 100,
            }}
          />
          <Select
            id={`${id}-new-parent`}
            name="new_category_parent"
            label={t('Inside (optional)')}
            className="mt-2"
            defaultValue={newCategoryDefaults?.parent ? String(newCategoryDefaults.parent) : ''}
            placeholder={t('No parent (top level)')}
          >
            <CategoryOptions tree={tree} />
          </Select>
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
  return (
    <>
      <Field
        label={t('Category name')}
        errors={errors.category}
        className="mb-4"
        inputProps={{
          id: `${idPrefix}-name`,
          name: 'category',
          defaultValue: name ?? '',
          maxLength: 100,
        }}
      />
      <Select
        id={`${idPrefix}-parent`}
        name="parent"
        label={t('Inside (optional)')}
        errors={errors.parent}
        className="mb-4"
        defaultValue={parent ? String(parent) : ''}
        placeholder={t('No parent (top level)')}
      >
        <CategoryOptions tree={tree} exclude={exclude} />
      </Select>
    </>
  )
}
