import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { FILE_TYPE_PAGE_MESSAGES, FILE_TYPES_PATH } from '~/domains/company/file-types.messages'
import { can } from '~/domains/company/file-types.policy'
import { FileTypeCreateSchema, FileTypeUpdateSchema } from '~/domains/company/file-types.schema'
import {
  createFileType,
  deleteFileType,
  listFileTypes,
  updateFileType,
  type FileTypeDto,
} from '~/domains/company/file-types.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { msg } from '~/i18n'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { authorize } from '~/platform/authorize.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('File types'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'fileType.manage')
    return json({ types: await listFileTypes(actor) })
  })

type ActionReply = {
  intent: string
  id?: number
  fieldErrors?: Record<string, string[]>
  message?: string
  values?: Record<string, string>
}

/** Add, rename and delete; each form says which by `intent`. Refusals are the 403/404 page. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const form = Object.fromEntries(await request.formData()) as Record<string, string>
    const intent = form.intent ?? ''
    const fail = (reply: Omit<ActionReply, 'intent'>) =>
      json<ActionReply>({ intent, values: form, ...reply }, { status: 400 })
    try {
      switch (intent) {
        case 'add': {
          const parsed = FileTypeCreateSchema.safeParse(form)
          if (!parsed.success) return fail({ fieldErrors: parsed.error.flatten().fieldErrors })
          await createFileType(actor, parsed.data, meta)
          return redirectWithFlash(FILE_TYPES_PATH, {
            kind: 'success',
            message: FILE_TYPE_PAGE_MESSAGES.added,
          })
        }
        case 'update': {
          const id = routeId(form.id)
          const parsed = FileTypeUpdateSchema.safeParse(form)
          if (!parsed.success) return fail({ id, fieldErrors: parsed.error.flatten().fieldErrors })
          await updateFileType(actor, id, parsed.data, meta)
          return redirectWithFlash(FILE_TYPES_PATH, {
            kind: 'success',
            message: FILE_TYPE_PAGE_MESSAGES.updated,
          })
        }
        case 'delete': {
          await deleteFileType(actor, routeId(form.id), meta)
          return redirectWithFlash(FILE_TYPES_PATH, {
            kind: 'success',
            message: FILE_TYPE_PAGE_MESSAGES.deleted,
          })
        }
        default:
          throw new Response('Unknown form', { status: 400 })
      }
    } catch (error) {
      if (isAppError(error) && error.code === 'CONFLICT') {
        return json<ActionReply>(
          { intent, id: Number(form.id), message: error.message },
          { status: 409 },
        )
      }
      return asErrorPage(error)
    }
  })

function TypeRow({ type, reply }: { type: FileTypeDto; reply: ActionReply | undefined }) {
  const { t } = useTranslation()
  const mine = reply?.id === type.id ? reply : undefined
  const nameError = mine?.intent === 'update' ? mine.fieldErrors?.name : undefined
  return (
    <li className="flex flex-wrap items-start gap-4 border-b border-slate-200 py-3">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={type.id} />
        <input type="hidden" name="version" value={type.version} />
        <Field
          label={t('Name of “{{name}}”', { name: type.name })}
          errors={nameError}
          inputProps={{
            id: `type-${type.id}-name`,
            name: 'name',
            type: 'text',
            defaultValue: type.name,
          }}
        />
        <Button variant="secondary" className="mb-5">
          {t('Rename')}
          <span className="sr-only">: {type.name}</span>
        </Button>
      </Form>
      <div className="pt-8">
        <ConfirmDelete
          label={t('Delete')}
          question={t('Delete the file type “{{name}}”?', { name: type.name })}
          confirmLabel={t('Delete file type')}
          fields={{ intent: 'delete', id: type.id }}
        />
      </div>
    </li>
  )
}

export default function FileTypesPage() {
  const { types } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as ActionReply | undefined
  const { t } = useTranslation()
  const addErrors = reply?.intent === 'add' ? reply.fieldErrors : undefined
  const sections = [
    {
      id: 'hr-types',
      title: t('Employee file types'),
      hint: t('Kinds of documents kept on staff profiles.'),
      list: types.filter((type) => !type.company_type),
    },
    {
      id: 'company-types',
      title: t('Company file types'),
      hint: t('Kinds of company documents.'),
      list: types.filter((type) => type.company_type),
    },
  ]
  return (
    <Page title={t('File types')}>
      {reply?.message ? (
        <Notice kind="error">
          {reply.intent === 'delete'
            ? `${t(FILE_TYPE_PAGE_MESSAGES.deleteFailed)}: ${t(reply.message)}`
            : t(reply.message)}
        </Notice>
      ) : null}
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          <p className="mt-1 text-slate-700">{section.hint}</p>
          {section.list.length === 0 ? (
            <EmptyState className="mt-3">
              {t('There are no file types of this kind yet. Add one below.')}
            </EmptyState>
          ) : (
            <ul className="mt-3">
              {section.list.map((type) => (
                <TypeRow key={`${type.id}-${type.version}`} type={type} reply={reply} />
              ))}
            </ul>
          )}
        </Section>
      ))}
      <Section id="add-type" title={t('Add a file type')} className="mt-10 max-w-xl">
        <ErrorSummary fieldErrors={{ 'add-type-name': addErrors?.name }} />
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="add" />
          <Field
            label={t('Name')}
            errors={addErrors?.name}
            inputProps={{
              id: 'add-type-name',
              name: 'name',
              type: 'text',
              defaultValue: reply?.intent === 'add' ? reply.values?.name : undefined,
            }}
          />
          <fieldset className="mb-5">
            <legend className="text-base font-semibold">{t('Kind')}</legend>
            <label className="mt-2 flex items-center gap-2">
              <input type="radio" name="company_type" value="false" defaultChecked />
              {t('Employee file (HR)')}
            </label>
            <label className="mt-2 flex items-center gap-2">
              <input type="radio" name="company_type" value="true" />
              {t('Company file')}
            </label>
          </fieldset>
          <Button>{t('Add file type')}</Button>
        </Form>
      </Section>
    </Page>
  )
}
