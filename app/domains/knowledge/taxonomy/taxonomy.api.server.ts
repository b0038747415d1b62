import { can } from '../knowledge.policy'
import { allowed, apiRoutes, pathId, readBody, validated, validBody } from '~/platform/api.server'
import {
  createArticleType,
  deleteArticleType,
  listArticleTypes,
  toArticleTypeDto,
  updateArticleType,
} from './article-types.server'
import {
  categoriesWithArticles,
  createCategory,
  deleteCategory,
  getCategory,
  listCategoryTree,
  toCategoryDto,
  updateCategory,
} from './categories.server'
import {
  bulkCreateDefinitions,
  createDefinition,
  createDefinitionCategory,
  deleteDefinition,
  deleteDefinitionCategory,
  getDefinitionCategory,
  listDefinitionCategories,
  listDefinitions,
  updateDefinition,
  updateDefinitionCategory,
} from './definitions.server'
import {
  ArticleTypeCreateSchema,
  ArticleTypeUpdateSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  DefinitionBulkCreateSchema,
  DefinitionCategoryCreateSchema,
  DefinitionCategoryUpdateSchema,
  DefinitionCreateSchema,
  DefinitionUpdateSchema,
} from './taxonomy.schema'

/**
 * knowledgebase/api/: seed 001 §7 article types, categories and definitions, thin over the
 * services (every member reads; KB admins write).
 */
export const taxonomyApi = apiRoutes()
  .get('/article-types', async (c) => {
    const actor = c.var.actor
    return c.json((await listArticleTypes(actor.companyId)).map(toArticleTypeDto))
  })
  .post('/article-types', allowed(can, 'articleType.manage'), async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, ArticleTypeCreateSchema)
    const created = await createArticleType(actor, input, c.var.meta)
    return c.json(toArticleTypeDto(created), 201)
  })
  .patch('/article-types/:id', allowed(can, 'articleType.manage'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const input = await validBody(c, ArticleTypeUpdateSchema)
    return c.json(toArticleTypeDto(await updateArticleType(actor, id, input, c.var.meta)))
  })
  .delete('/article-types/:id', async (c) => {
    const actor = c.var.actor
    await deleteArticleType(actor, pathId(c.req.param('id')), c.var.meta)
    return c.body(null, 204)
  })
  .get('/category/list-create', async (c) => {
    const actor = c.var.actor
    return c.json((await listCategoryTree(actor.companyId)).map(toCategoryDto))
  })
  .post('/category/list-create', allowed(can, 'category.manage'), async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, CategoryCreateSchema)
    return c.json(await createCategory(actor, input, c.var.meta), 201)
  })
  .get('/category/list-edit/:id', async (c) => {
    const actor = c.var.actor
    return c.json(await getCategory(actor, pathId(c.req.param('id')), c.var.meta))
  })
  .patch('/category/list-edit/:id', allowed(can, 'category.manage'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const input = await validBody(c, CategoryUpdateSchema)
    return c.json(await updateCategory(actor, id, input, c.var.meta))
  })
  .delete('/category/list-edit/:id', async (c) => {
    const actor = c.var.actor
    await deleteCategory(actor, pathId(c.req.param('id')), c.var.meta)
    return c.body(null, 204)
  })
  .get('/category-with-articles', async (c) => {
    const actor = c.var.actor
    return c.json(await categoriesWithArticles(actor))
  })
  .get('/definitions-create', async (c) => {
    const actor = c.var.actor
    const raw = c.req.query('category')
    const category = raw ? pathId(raw) : undefined
    return c.json(await listDefinitions(actor, { category }))
  })
  .post('/definitions-create', allowed(can, 'definition.manage'), async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, DefinitionCreateSchema)
    return c.json(await createDefinition(actor, input, c.var.meta), 201)
  })
  .patch('/definitions-detail/:id', allowed(can, 'definition.manage'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const input = await validBody(c, DefinitionUpdateSchema)
    return c.json(await updateDefinition(actor, id, input, c.var.meta))
  })
  .delete('/definitions-detail/:id', async (c) => {
    const actor = c.var.actor
    await deleteDefinition(actor, pathId(c.req.param('id')), c.var.meta)
    return c.body(null, 204)
  })
  .post('/definitions/bulk-create', allowed(can, 'definition.manage'), async (c) => {
    const actor = c.var.actor
    const body = await readBody(c)
    // Either a bare list or {definitions: [...]}.
    const list = Array.isArray(body) ? body : (body as { definitions?: unknown })?.definitions
    const inputs = validated(DefinitionBulkCreateSchema, list)
    return c.json(await bulkCreateDefinitions(actor, inputs, c.var.meta), 201)
  })
  .get('/definition-category', async (c) => {
    const actor = c.var.actor
    return c.json(await listDefinitionCategories(actor))
  })
  .post('/definition-category', allowed(can, 'definition.manage'), async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, DefinitionCategoryCreateSchema)
    return c.json(await createDefinitionCategory(actor, input, c.var.meta), 201)
  })
  .get('/definition-category/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    return c.json(await getDefinitionCategory(actor, id, c.var.meta))
  })
  .patch('/definition-category/:id', allowed(can, 'definition.manage'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const input = await validBody(c, DefinitionCategoryUpdateSchema)
    return c.json(await updateDefinitionCategory(actor, id, input, c.var.meta))
  })
  .delete('/definition-category/:id', async (c) => {
    const actor = c.var.actor
    await deleteDefinitionCategory(actor, pathId(c.req.param('id')), c.var.meta)
    return c.body(null, 204)
  })
