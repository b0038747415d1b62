import { msg } from '~/i18n'

/** What Statistics tells people; the seed's texts (001 §8) verbatim where it has one. */
export const STAT_MESSAGES = {
  // Seed §8.
  createFailed: msg("Couldn't Create Stat"),
  duplicateFailed: msg('Error duplicating stats'),
  orderFailed: msg('Error updating stat order'),
  statHasError: msg('Stat has error, contact support'),
  calculationListFailed: msg('Could not load the list of stats for calculation.'),
  uploadFailed: msg('Error: Failed to upload values'),
  valueUpdateFailed: msg('Stat Update Failed'),
  /** A value that could not be created: the seed shows 'Error: ' and the server's text. */
  valueCreateFailed: msg('Error: {{reason}}'),

  notFound: msg('Stat not found.'),
  valueNotFound: msg('Stat value not found.'),
  stale: msg('This stat was changed by someone else. Reload it and try again.'),
  valueStale: msg('This value was changed by someone else. The number saved now is shown.'),
  nameTaken: msg('Another stat already has this name.'),
  nameRequired: msg('Give the stat a name'),
  chooseOwner: msg('Choose a staff member of your company'),
  chooseDivision: msg('Choose a division of your company'),
  choosePeriodType: msg('Choose daily, weekly, monthly, quarterly or yearly'),
  notANumber: msg('Enter a number, such as 1250 or 3.5'),
  tooManyDigits: msg('Use at most 15 digits before and 10 after the decimal point'),
  guidesReversed: msg('The lower guide must be below the upper guide'),
  calculatedHasNoValues: msg('A calculated stat’s values come from its formula.'),
  externalHasNoForm: msg('An external stat’s values come from its API client.'),
  notYourStat: msg('Only the stat’s owner or a stat admin can enter its values.'),
  periodStartRequired: msg('Enter a day of the period'),
  usedByFormula: msg('This stat is used in the formula of {{names}}. Change those first.'),
  pickStats: msg('Choose at least one stat'),

  // Formulas.
  formulaNeedsStat: msg('Name at least one stat in braces, such as {Revenue} / {Orders}'),
  formulaNameInBraces: msg('Write each stat’s name in braces, such as {Revenue}'),
  formulaSyntax: msg('The formula cannot be read. Check its brackets and operators.'),
  formulaNotAllowed: msg(
    'A formula may use numbers, stats in braces, + - * /, parentheses, min, max, abs and round.',
  ),
  formulaUnknownStat: msg('No stat is named {{name}}.'),
  formulaPeriodType: msg('{{name}} is not {{periodType}}: a formula combines stats of one period.'),
  formulaCycle: msg('The formula goes round in a circle: {{path}}.'),
  formulaOrExternal: msg('A stat is either calculated or external, not both.'),

  // Bulk upload.
  uploadRow: msg('Row {{row}}: {{message}}'),
  uploadEmpty: msg('Paste or upload at least one row: stat, date, value.'),
  uploadTooMany: msg('Upload at most {{max}} rows at a time.'),
  uploadColumns: msg('Each row needs three columns: stat, date, value.'),
  uploadDate: msg('Enter the date as YYYY-MM-DD'),
  uploadTwice: msg('The same stat and period appear twice (rows {{first}} and {{row}}).'),
  uploadNotWritten: msg('Nothing was saved: fix the rows above and upload again.'),

  // Successes.
  created: msg('Stat created.'),
  saved: msg('Stat saved.'),
  archived: msg('Stat archived.'),
  unarchived: msg('Stat restored.'),
  deleted: msg('Stat deleted.'),
  duplicated: msg('{{count}} stats duplicated.'),
  valueSaved: msg('Value saved.'),
  valueDeleted: msg('Value deleted.'),
  uploaded: msg('{{count}} values saved.'),
  tokenIssued: msg('Copy this token now; it is not shown again.'),
  tokenRevoked: msg('The token no longer works.'),
  badToken: msg('This stat token is not valid.'),
} as const
