import { msg } from '~/i18n'

/**
 * What the player says. Apart from its schema (player.schema.ts) so the player's page does not
 * ship zod to the browser for one hidden field.
 */
export const PLAYER_MESSAGES = {
  needsJavaScript: msg('Playing a SCORM package needs JavaScript. Turn JavaScript on to play it.'),
  markedComplete: msg('Marked as complete.'),
  noContentOrigin: msg(
    'Packages cannot be played on this server yet: it has no separate address for their content.',
  ),
} as const
