import { useState } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import { ACKNOWLEDGEMENT_TYPE } from '../../knowledge-constants'
import { CHECK, CONTROL, FieldError, Legend, Radio } from './article-form-controls'
import { text, type Errors, type Values } from './article-form-values'

type Answer = { answer: string; is_correct: boolean }

function answersOf(values: Values): Answer[] {
  const raw = values.article_answers
  return (Array.isArray(raw) ? raw : []).map((item: Record<string, unknown> | undefined) => ({
    answer: text(item?.answer),
    is_correct: item?.is_correct === 'on' || item?.is_correct === true,
  }))
}

/** Question and answer acknowledgement (seed §5): answers added and removed; one must be right. */
function AnswersEditor({ initial, errors }: { initial: Answer[]; errors: Errors }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [answers, setAnswers] = useState(initial)
  const change = (index: number, patch: Partial<Answer>) =>
    setAnswers(answers.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)))
  return (
    <fieldset className="mt-4" aria-describedby="article_answers-error">
      <Legend>{t('Answers')}</Legend>
      <FieldError id="article_answers" errors={errors.article_answers} />
      <ol className="mt-2 space-y-3">
        {answers.map((answer, index) => {
          const id = `article_answers-${index}`
          const answerErrors = errors[`article_answers[${index}].answer`]
          return (
            <li key={index} className="flex flex-wrap items-end gap-3">
              <div className="grow">
                <label htmlFor={id} className="block font-semibold">
                  {t('Answer {{number}}', { number: index + 1 })}
                </label>
                <FieldError id={id} errors={answerErrors} />
                <input
                  id={id}
                  name={`article_answers[${index}].answer`}
                  value={answer.answer}
                  onChange={(event) => change(index, { answer: event.target.value })}
                  aria-invalid={answerErrors?.length ? true : undefined}
                  aria-describedby={answerErrors?.length ? `${id}-error` : undefined}
                  className={CONTROL}
                />
              </div>
              <label className="flex items-center gap-2 pb-2">
                <input
                  type="checkbox"
                  name={`article_answers[${index}].is_correct`}
                  checked={answer.is_correct}
                  onChange={(event) => change(index, { is_correct: event.target.checked })}
                  className={CHECK}
                />
                {t('Correct')}
              </label>
              {answers.length > 1 ? (
                <Button
                  variant="secondary"
                  name="intent"
                  value={`remove-answer:${index}`}
                  formNoValidate
                  aria-label={t('Remove answer {{number}}', { number: index + 1 })}
                  onClick={(event) => {
                    if (!hydrated) return
                    event.preventDefault()
                    setAnswers(answers.filter((_, i) => i !== index))
                  }}
                >
                  {t('Remove')}
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      <Button
        variant="secondary"
        className="mt-3"
        name="intent"
        value="add-answer"
        formNoValidate
        onClick={(event) => {
          if (!hydrated) return
          event.preventDefault()
          setAnswers([...answers, { answer: '', is_correct: false }])
        }}
      >
        {t('Add answer')}
      </Button>
    </fieldset>
  )
}

/** Signature, or a question and its answers (shown through CSS when that is chosen). */
export function AcknowledgementFields({ values, errors }: { values: Values; errors: Errors }) {
  const { t } = useTranslation()
  const [answerSeed, setAnswerSeed] = useState(() => answersOf(values))
  const [answersKey, setAnswersKey] = useState(0)
  const ackType = text(values.acknowledgement_type) || String(ACKNOWLEDGEMENT_TYPE.signature)
  return (
    <fieldset className="group mb-5">
      <Legend>{t('Acknowledgement')}</Legend>
      <div className="mt-2 flex flex-wrap gap-6">
        <Radio
          name="acknowledgement_type"
          value={ACKNOWLEDGEMENT_TYPE.signature}
          label={t('Signature')}
          checked={ackType === String(ACKNOWLEDGEMENT_TYPE.signature)}
        />
        <Radio
          name="acknowledgement_type"
          value={ACKNOWLEDGEMENT_TYPE.questionAndAnswer}
          label={t('Question and answer')}
          checked={ackType === String(ACKNOWLEDGEMENT_TYPE.questionAndAnswer)}
          onChange={() => {
            // Seed §4: choosing question and answer adds one empty answer.
            if (answerSeed.length === 0) {
              setAnswerSeed([{ answer: '', is_correct: false }])
              setAnswersKey((key) => key + 1)
            }
          }}
        />
      </div>
      <div className="mt-3 hidden group-has-[#acknowledgement_type-2:checked]:block">
        <label htmlFor="acknowledgement_question" className="block font-semibold">
          {t('Question')}
        </label>
        <FieldError id="acknowledgement_question" errors={errors.acknowledgement_question} />
        <input
          id="acknowledgement_question"
          name="acknowledgement_question"
          defaultValue={text(values.acknowledgement_question)}
          aria-invalid={errors.acknowledgement_question?.length ? true : undefined}
          aria-describedby={
            errors.acknowledgement_question?.length ? 'acknowledgement_question-error' : undefined
          }
          className={CONTROL}
        />
        <AnswersEditor key={answersKey} initial={answerSeed} errors={errors} />
      </div>
    </fieldset>
  )
}
