import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, optionalText, requiredText, versionField } from '~/platform/form-fields'

export const ARTICLE_TEMPLATES_PATH = '/knowledgebase/article-templates'

/** The article form started from a template's subject article. */
export const articleFromTemplatePath = (templateId: number) =>
  `/knowledgebase/articles/create?template=${templateId}`

export const TEMPLATE_MESSAGES = {
  notFound: msg('Template not found.'),
  subjectRequired: msg('Choose the subject article'),
  subjectNotFound: msg('Choose an article of this company'),
  stale: msg('Someone else changed this template. Reload it and make your change again.'),
  added: msg('Template added.'),
  updated: msg('Template saved.'),
  deleted: msg('Template deleted.'),
}

/** A subject of a template: its category (the template), name, description and subject article. */
export const ArticleTemplateSchema = z.object({
  category: requiredText(100),
  name: requiredText(100),
  description: optionalText(1000),
  subject_article: idSchema(TEMPLATE_MESSAGES.subjectRequired),
})
export type ArticleTemplateInput = z.output<typeof ArticleTemplateSchema>

export const ArticleTemplateUpdateSchema = ArticleTemplateSchema.extend({
  version: versionField(),
})
export type ArticleTemplateUpdateInput = z.output<typeof ArticleTemplateUpdateSchema>
