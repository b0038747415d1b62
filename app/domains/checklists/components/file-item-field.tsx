import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { FieldFrame } from '~/components/ui/field'
import type { ChecklistItemDto } from '../checklist-records.server'
import { AnswerValue } from './checklist-items'

/*
 * A file item is uploaded on a form of its own (multipart), posted by its own buttons: HTML has
 * no form inside a form, so its file input and buttons sit in the fill form's place for the item
 * and name the item's form (`form="…"`), which the fill form renders after itself. Without
 * JavaScript the browser sends them all the same.
 */

const fileFormId = (item: { id: number }) => `file-item-${item.id}`

/** A file item in the fill form: its file (to download), then choose, upload, or remove it. */
export function FileItemField({
  checklistId,
  item,
  label,
  errors,
  doneBy,
}: {
  checklistId: number
  item: ChecklistItemDto
  label: string
  errors: string[] | undefined
  doneBy: React.ReactNode
}) {
  const { t } = useTranslation()
  const name = `answers.${item.id}`
  const form = fileFormId(item)
  return (
    <FieldFrame id={name} label={label} errors={errors} hint={item.done_at ? doneBy : undefined}>
      {(state) => (
        <div className="mt-2 space-y-3">
          {item.value !== null ? (
            <p>
              <AnswerValue checklistId={checklistId} item={item} />
            </p>
          ) : null}
          <input
            id={name}
            type="file"
            name="file"
            form={form}
            aria-describedby={state.describedBy}
            aria-invalid={state.invalid || undefined}
            className="block"
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton form={form} name="intent" value="upload" variant="secondary">
              {item.value === null ? t('Upload file') : t('Replace file')}
            </SubmitButton>
            {item.value !== null ? (
              <SubmitButton form={form} name="intent" value="removeFile" variant="secondary">
                {t('Remove file')}
              </SubmitButton>
            ) : null}
          </div>
        </div>
      )}
    </FieldFrame>
  )
}

/** The file items' own forms, each naming its item; their fields sit in the fill form. */
export function FileItemForms({ items }: { items: readonly ChecklistItemDto[] }) {
  return (
    <>
      {items
        .filter((item) => item.kind === 'file')
        .map((item) => (
          <Form
            key={item.id}
            id={fileFormId(item)}
            method="post"
            encType="multipart/form-data"
            hidden
          >
            <input type="hidden" name="item" value={item.id} />
          </Form>
        ))}
    </>
  )
}
