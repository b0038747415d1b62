import { ITEM_FIELDS, type CourseInput } from '../courses.schema'
import { itemIdOf, type CourseValues } from '../course-structure'

/** One choice of a list: an article, a quiz, a division… */
export type Option = { id: number; name: string }

/** The form's values (conform's payload shape) of a saved course or a new one's defaults. */
export function formValuesOf(saved: CourseInput): CourseValues {
  return {
    name: saved.name,
    category: saved.category === null ? '' : String(saved.category),
    description: saved.description,
    priority: String(saved.priority),
    sections: saved.sections.map((section) => ({
      title: section.title,
      section_items: section.section_items.map((item) => ({
        kind: item.kind,
        [ITEM_FIELDS[item.kind]]: String(item[ITEM_FIELDS[item.kind]]),
      })),
    })),
    divisions: saved.divisions.map(String),
    individuals: saved.individuals.map(String),
    positions: saved.positions.map(String),
    responsibilities: saved.responsibilities.map(String),
    is_assigned_to_everyone: saved.is_assigned_to_everyone ? 'on' : undefined,
    has_certificate: saved.has_certificate ? 'on' : undefined,
    reassign_month_duration: String(saved.reassign_month_duration),
  }
}

export const list = (value: unknown): string[] =>
  value === undefined || value === null || value === '' ? [] : [value].flat().map(String)
export const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The ids a form's values hold in a list field (for the choices to keep them offered). */
export const idsIn = (value: unknown): number[] =>
  list(value)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)

/** The article, quiz and package ids the values' items name. */
export function itemIdsIn(values: CourseValues) {
  const items = (values.sections ?? []).flatMap((section) => section.section_items ?? [])
  const of = (kind: string) =>
    items.flatMap((item) => idsIn(item.kind === kind ? itemIdOf(item) : undefined))
  return { articles: of('article'), quizzes: of('quiz'), scormPackages: of('scorm') }
}
