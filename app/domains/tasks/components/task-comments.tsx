import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/field'
import { Section } from '~/components/ui/section'
import type { TaskCommentDto } from '../task-details.server'

/** What people said about a task, oldest first, and the form to say more. */
export function TaskComments({
  comments,
  errors,
}: {
  comments: TaskCommentDto[]
  errors?: string[]
}) {
  const { t } = useTranslation()
  return (
    <Section id="comments-title" title={t('Comments')}>
      {comments.length ? (
        <ol className="mt-4 space-y-4">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-md border border-slate-200 p-3">
              <p className="text-sm text-slate-600">
                {comment.author?.name ?? t('A former colleague')} ·{' '}
                <time dateTime={comment.created_at}>
                  {comment.created_at.slice(0, 16).replace('T', ' ')}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line">{comment.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-700">{t('No comments yet.')}</p>
      )}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="comment" />
        <Textarea
          id="comment-body"
          name="body"
          label={t('Add a comment')}
          errors={errors}
          rows={3}
        />
        <Button variant="secondary">{t('Post comment')}</Button>
      </Form>
    </Section>
  )
}
