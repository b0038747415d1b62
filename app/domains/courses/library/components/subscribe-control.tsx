import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { buttonClasses, SubmitButton } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { isConflict, readReply, type FormReply } from '~/platform/form-reply'
import type { ExistingCopy } from '../library-page.server'
import type { LibraryCourseDto } from '../library.server'
import { courseEditPath } from '../library-course'

/**
 * A library course's state for the company: a KB admin's Subscribe button (a plain form post)
 * until the company has it, then 'In your courses', a link to the copy for those who edit it.
 */
export function SubscribeControl({
  course,
  canSubscribe,
}: {
  course: Pick<LibraryCourseDto, 'id' | 'name' | 'subscribed_course_id'>
  canSubscribe: boolean
}) {
  const { t } = useTranslation()
  const copy = course.subscribed_course_id
  if (copy !== null) {
    // The course's name completes what the button or link says, for lists of many courses.
    const label = t('In your courses: {{name}}', { name: course.name })
    return canSubscribe ? (
      <Link to={courseEditPath(copy)} aria-label={label} className={buttonClasses('secondary')}>
        {t('In your courses')}
      </Link>
    ) : (
      <p className="rounded bg-green-50 px-2 py-1 text-sm font-semibold text-green-900">
        {t('In your courses')}
      </p>
    )
  }
  if (!canSubscribe) return null
  return (
    <Form method="post">
      <input type="hidden" name="library_course_id" value={course.id} />
      <SubmitButton aria-label={t('Subscribe to {{name}}', { name: course.name })}>
        {t('Subscribe')}
      </SubmitButton>
    </Form>
  )
}

/** Why a Subscribe post did nothing; for a course already taken, a link to the company's copy. */
export function SubscribeReplyNotice({
  reply,
}: {
  reply: FormReply<never, ExistingCopy> | undefined
}) {
  const { t } = useTranslation()
  const { errors, formErrors } = readReply(reply)
  const messages = [...(formErrors ?? []), ...(errors.library_course_id ?? [])]
  if (messages.length === 0) return null
  const existing = isConflict(reply) ? reply?.current : undefined
  return (
    <Notice kind={existing ? 'info' : 'error'}>
      {messages.map((message) => t(message)).join(' ')}{' '}
      {existing ? (
        <Link to={courseEditPath(existing.course_id)} className="underline">
          {t('Open the course')}
        </Link>
      ) : null}
    </Notice>
  )
}
