import { z } from 'zod'
import { msg } from '~/i18n'
import {
  optionalText,
  pageNumber,
  requiredText,
  searchText,
  versionField,
} from '~/platform/form-fields'
import { SCORM_COMPLETION_RULES, type ScormCompletionRule } from '../scorm-constants'

export const MAX_PACKAGE_TITLE = 255

/** What the package pages and the API say. */
export const SCORM_MESSAGES = {
  chooseZip: msg('Choose the package’s .zip file.'),
  onlyZip: msg('Upload one .zip file: a SCORM package is a zip archive.'),
  uploaded: msg('Package uploaded.'),
  saved: msg('Package saved.'),
  deleted: msg('Package deleted.'),
  deleteFailed: msg('An error occurred while deleting the package.'),
  uploadFailed: msg('The package could not be saved. Try again.'),
  inUse: msg('This package is used by a course. Take it out of the course first, then delete it.'),
  stale: msg('Someone changed this package after you opened it. Reload the page and try again.'),
  titleRequired: msg('A title is required'),
  chooseRule: msg('Choose one of the offered options'),
} as const

/** The list's query string: a search in titles and a page. */
export const ScormListQuery = z.object({ search: searchText(200), page: pageNumber })
export type ScormListQueryInput = z.infer<typeof ScormListQuery>

/** The upload form's text field (the zip is read apart): a title, else the manifest's. */
export const ScormUploadSchema = z.object({ title: optionalText(MAX_PACKAGE_TITLE) })

/** The settings form (and the API's PATCH): a title and the completion rule, at a version. */
export const ScormSettingsSchema = z.object({
  title: requiredText(MAX_PACKAGE_TITLE, undefined, SCORM_MESSAGES.titleRequired),
  completion_rule: z.enum(SCORM_COMPLETION_RULES, {
    errorMap: () => ({ message: SCORM_MESSAGES.chooseRule }),
  }),
  version: versionField(),
})
export type ScormSettingsInput = z.infer<typeof ScormSettingsSchema>

/** The API's PATCH: any of the settings, at a version. */
export const ScormPatchSchema = ScormSettingsSchema.partial().extend({ version: versionField() })

/** How each completion rule is offered in the settings form. */
export const COMPLETION_RULE_LABELS: Record<ScormCompletionRule, string> = {
  status: msg('When the package reports it complete (recommended)'),
  launch: msg('As soon as the learner opens it'),
  terminate: msg('When the package ends its session (Terminate / LMSFinish)'),
  manual: msg('When the learner marks it complete'),
}
