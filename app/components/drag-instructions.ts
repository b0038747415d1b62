import { msg } from '~/i18n'

/**
 * What a screen reader says on focusing a drag handle (@dnd-kit reads it out): the keyboard way
 * to drag, in the page's language instead of the library's English.
 */
export const DRAG_INSTRUCTIONS = msg(
  'To pick it up, press Space. While dragging, move it with the arrow keys. Press Space again to drop it, or Escape to cancel.',
)
