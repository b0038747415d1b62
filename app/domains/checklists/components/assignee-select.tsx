import { useTranslation } from '~/components/translation'
import { FieldFrame, type FieldErrors } from '~/components/ui/field'
import { SelectControl } from '~/components/ui/select'
import type { AssigneeChoices } from '../checklist-page-helpers.server'

/**
 * "Who it is for": one select of people, positions and divisions in three groups (its value is
 * 'person:12', 'position:3' or 'division:4'), so it works without JavaScript.
 */
export function AssigneeSelect({
  id = 'assigned_to',
  choices,
  defaultValue,
  errors,
  hint,
  nobody,
}: {
  id?: string
  choices: AssigneeChoices
  defaultValue: string
  errors?: FieldErrors
  hint?: string
  /** The empty choice's words. */
  nobody: string
}) {
  const { t } = useTranslation()
  const groups = [
    { kind: 'person', label: t('People'), rows: choices.people },
    { kind: 'position', label: t('Positions'), rows: choices.positions },
    { kind: 'division', label: t('Divisions'), rows: choices.divisions },
  ]
  return (
    <FieldFrame id={id} label={t('Who it is for')} hint={hint} errors={errors}>
      {(state) => (
        <SelectControl
          id={id}
          name="assigned_to"
          defaultValue={defaultValue}
          placeholder={nobody}
          state={state}
        >
          {groups.map((group) =>
            group.rows.length ? (
              <optgroup key={group.kind} label={group.label}>
                {group.rows.map((row) => (
                  <option key={row.id} value={`${group.kind}:${row.id}`}>
                    {row.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </SelectControl>
      )}
    </FieldFrame>
  )
}
