import type { MetaDescriptor, MetaFunction } from '@remix-run/node'
import type { Translations } from '~/i18n'

type Matches = Parameters<MetaFunction>[0]['matches']

/**
 * A page's <title> in the page's language: meta functions cannot use hooks, so the title is
 * looked up in the translations the root loader sent (none for English). Pass the English
 * title wrapped in msg() so the translation check finds it.
 */
export function pageTitle(matches: Matches, title: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as
    { translations?: Translations | null } | undefined
  return [{ title: `${root?.translations?.[title] ?? title} | Groundwork` }]
}
