import { msg } from '~/i18n'
import type { ItemKind, Recurrence } from './checklist-constants'

/** What the pages call the domain's fixed values (English keys, translated where shown). */

export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  section: msg('Section heading'),
  checkbox: msg('Tick box'),
  text: msg('Text'),
  number: msg('Number'),
  date: msg('Date'),
  choice: msg('Choice'),
  file: msg('File'),
  signature: msg('Signature'),
}

export const RECURRENCE_LABELS: Record<Recurrence, string> = {
  none: msg('Only when started by hand'),
  daily: msg('Every day'),
  weekly: msg('Every week (Monday to Sunday)'),
  monthly: msg('Every month'),
}
