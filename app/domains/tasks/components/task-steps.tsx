import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Section } from '~/components/ui/section'
import type { TaskDetailDto } from '../task-details.server'

/**
 * A task's steps: each ticked or unticked by a one-button form (the state wanted is posted, so a
 * double click does not undo itself), with who ticked it; the task's people add and remove them.
 */
export function TaskSteps({ task, addErrors }: { task: TaskDetailDto; addErrors?: string[] }) {
  const { t } = useTranslation()
  return (
    <Section
      id="steps-title"
      title={t('Steps ({{done}} of {{total}} done)', {
        done: task.steps_done,
        total: task.steps.length,
      })}
    >
      {task.steps.length ? (
        <ul className="mt-4 space-y-2">
          {task.steps.map((step) => (
            <li key={step.id} className="flex flex-wrap items-center gap-3">
              <span aria-hidden="true">{step.is_done ? '☑' : '☐'}</span>
              <span className={step.is_done ? 'text-slate-600 line-through' : undefined}>
                {step.title}
              </span>
              {step.is_done && step.done_by ? (
                <span className="text-sm text-slate-600">
                  {t('done by {{name}}', { name: step.done_by.name })}
                </span>
              ) : null}
              {task.may_change ? (
                <>
                  <Form method="post">
                    <input type="hidden" name="intent" value="step_toggle" />
                    <input type="hidden" name="step" value={step.id} />
                    <input type="hidden" name="is_done" value={String(!step.is_done)} />
                    <Button variant="link">
                      {step.is_done ? t('Mark not done') : t('Mark done')}
                      <span className="sr-only">{`: ${step.title}`}</span>
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="step_delete" />
                    <input type="hidden" name="step" value={step.id} />
                    <Button variant="link" className="text-red-700">
                      {t('Remove')}
                      <span className="sr-only">{`: ${step.title}`}</span>
                    </Button>
                  </Form>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">{t('This task has no steps.')}</p>
      )}
      {task.may_change ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="step_add" />
          <Field
            label={t('New step')}
            className=""
            errors={addErrors}
            inputProps={{ id: 'step-title', name: 'title', className: 'w-72' }}
          />
          <Button variant="secondary">{t('Add step')}</Button>
        </Form>
      ) : null}
    </Section>
  )
}
