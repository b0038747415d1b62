/**
 * The knowledge-base search's relevance set (ADR 038): queries over the demo knowledge base (Acme's
 * articles and its Help Center, its synonym groups) and a few articles in the other languages
 * companies write in, each with the articles a person typing it expects to see. Every ranking
 * change shows its effect on recall@5 and MRR over this set (search-relevance.test.ts).
 */

export type QueryKind =
  | 'exact'
  | 'one typo'
  | 'two typos'
  | 'swapped letters'
  | 'split or joined'
  | 'synonym'
  | 'multi-word'
  | 'body only'
  | 'other language'
  | 'word start'

export interface LabelledQuery {
  query: string
  kind: QueryKind
  /** The relevant articles' titles: all should be among the first five, one of them first. */
  expect: string[]
}

/** Articles in Spanish, German and French, added next to the demo's English ones. */
export const OTHER_LANGUAGE_ARTICLES = [
  {
    title: 'Política de vacaciones',
    tags: ['rrhh'],
    body: '<p>Cada empleado tiene veintidós días de vacaciones al año.</p>',
  },
  {
    title: 'Solicitud de reembolso de gastos',
    tags: ['finanzas'],
    body: '<p>Envía los recibos al departamento de finanzas antes del día cinco.</p>',
  },
  {
    title: 'Urlaubsantrag stellen',
    tags: ['personal'],
    body: '<p>Den Urlaub beantragst du im Personalportal, mindestens zwei Wochen vorher.</p>',
  },
  {
    title: 'Gabelstapler Sicherheitsprüfung',
    tags: ['lager'],
    body: '<p>Vor jeder Schicht den Gabelstapler auf Schäden prüfen.</p>',
  },
  {
    title: 'Télétravail : règles et équipement',
    tags: ['rh'],
    body: '<p>Le télétravail est possible deux jours par semaine.</p>',
  },
  {
    title: 'Mot de passe oublié',
    tags: ['informatique'],
    body: '<p>Réinitialisez votre mot de passe depuis la page de connexion.</p>',
  },
]

export const RELEVANCE_SET: LabelledQuery[] = [
  // Exact words of a title.
  { kind: 'exact', query: 'pto policy', expect: ['PTO policy'] },
  { kind: 'exact', query: 'parental leave', expect: ['Parental leave'] },
  { kind: 'exact', query: 'password policy', expect: ['Password policy'] },
  { kind: 'exact', query: 'forklift daily inspection', expect: ['Forklift daily inspection'] },
  { kind: 'exact', query: 'code of conduct', expect: ['Code of conduct'] },
  { kind: 'exact', query: 'support sla', expect: ['Support SLA'] },
  { kind: 'exact', query: 'tracking your parcel', expect: ['Tracking your parcel'] },
  { kind: 'exact', query: 'warranty', expect: ['Warranty and repairs'] },
  { kind: 'exact', query: 'fire evacuation', expect: ['Fire evacuation'] },
  { kind: 'exact', query: 'onboarding checklist', expect: ['Onboarding checklist'] },
  // One typo (a wrong, missing or extra letter).
  { kind: 'one typo', query: 'pasword policy', expect: ['Password policy'] },
  { kind: 'one typo', query: 'harasment reporting', expect: ['Harassment reporting'] },
  { kind: 'one typo', query: 'evacuaton', expect: ['Fire evacuation'] },
  { kind: 'one typo', query: 'phishng', expect: ['Phishing awareness'] },
  { kind: 'one typo', query: 'escalaton path', expect: ['Escalation path'] },
  { kind: 'one typo', query: 'overtme rules', expect: ['Overtime rules'] },
  { kind: 'one typo', query: 'benefits enrollment', expect: ['Benefits enrolment'] },
  { kind: 'one typo', query: 'warrenty', expect: ['Warranty and repairs'] },
  { kind: 'one typo', query: 'delivary times', expect: ['Delivery times and costs'] },
  // Two typos in a word of nine letters or more.
  { kind: 'two typos', query: 'harrassmnet', expect: ['Harassment reporting'] },
  { kind: 'two typos', query: 'satisfcaiton survey', expect: ['Customer satisfaction survey'] },
  { kind: 'two typos', query: 'aceptible use', expect: ['Acceptable use'] },
  { kind: 'two typos', query: 'perfromence reviews', expect: ['Performance reviews'] },
  {
    kind: 'two typos',
    query: 'safety instrcutoins',
    expect: ['Safety instructions for lifting equipment'],
  },
  // Two neighbouring letters swapped.
  {
    kind: 'swapped letters',
    query: 'saftey',
    expect: ['Loading dock safety', 'Safety instructions for lifting equipment'],
  },
  {
    kind: 'swapped letters',
    query: 'refnud',
    expect: ['Refund requests', 'When will I get my refund?'],
  },
  { kind: 'swapped letters', query: 'payrlol', expect: ['Setting up payroll'] },
  { kind: 'swapped letters', query: 'laptop retrun', expect: ['Laptop return'] },
  { kind: 'swapped letters', query: 'vpn stepu', expect: ['VPN setup'] },
  { kind: 'swapped letters', query: 'holdiay calendar', expect: ['Holiday calendar'] },
  // A word split in two, or two words joined.
  {
    kind: 'split or joined',
    query: 'fork lift operation',
    expect: ['Forklift operation'],
  },
  { kind: 'split or joined', query: 'firstaid kits', expect: ['First aid kits'] },
  { kind: 'split or joined', query: 'vpn set up', expect: ['VPN setup'] },
  { kind: 'split or joined', query: 'afterhours support', expect: ['After-hours support'] },
  {
    kind: 'split or joined',
    query: 'pickup point',
    expect: ['Missed deliveries', 'Returning a product'],
  },
  { kind: 'split or joined', query: 'loadingdock safety', expect: ['Loading dock safety'] },
  { kind: 'split or joined', query: 'check list onboarding', expect: ['Onboarding checklist'] },
  // The demo's synonym groups.
  { kind: 'synonym', query: 'vacation', expect: ['PTO policy'] },
  { kind: 'synonym', query: 'time off', expect: ['PTO policy'] },
  {
    kind: 'synonym',
    query: 'lift truck',
    expect: ['Forklift operation', 'Forklift daily inspection'],
  },
  { kind: 'synonym', query: 'induction', expect: ['Onboarding checklist', 'Onboarding FAQ'] },
  { kind: 'synonym', query: 'bullying', expect: ['Harassment reporting'] },
  { kind: 'synonym', query: 'remote access', expect: ['VPN setup'] },
  {
    kind: 'synonym',
    query: 'money back',
    expect: ['Refund requests', 'When will I get my refund?'],
  },
  { kind: 'synonym', query: 'ppe', expect: ['Protective equipment'] },
  { kind: 'synonym', query: 'package tracking', expect: ['Tracking your parcel'] },
  { kind: 'synonym', query: 'reimbursement', expect: ['Travel and expenses'] },
  // Several words, questions.
  {
    kind: 'multi-word',
    query: 'how do I reset my password',
    expect: ['Resetting your password'],
  },
  {
    kind: 'multi-word',
    query: 'change my delivery address',
    expect: ['Updating your details and invoices address'],
  },
  { kind: 'multi-word', query: 'cancel an order', expect: ['Changing or cancelling an order'] },
  {
    kind: 'multi-word',
    query: 'forklift safety',
    expect: ['Forklift daily inspection', 'Forklift operation'],
  },
  {
    kind: 'multi-word',
    query: 'what if my parcel is damaged',
    expect: ['Damaged or faulty items'],
  },
  { kind: 'multi-word', query: 'sales kpi dashboard', expect: ['Sales KPI dashboard'] },
  // Words only the body holds.
  { kind: 'body only', query: 'mastercard', expect: ['Payment methods we accept'] },
  { kind: 'body only', query: 'norway', expect: ['Delivering outside the country'] },
  { kind: 'body only', query: 'carrier', expect: ['Missed deliveries', 'Tracking your parcel'] },
  {
    kind: 'body only',
    query: 'spam folder',
    expect: ['Resetting your password', 'How to place an order'],
  },
  {
    kind: 'body only',
    query: 'chains hooks',
    expect: ['Safety instructions for lifting equipment'],
  },
  { kind: 'body only', query: 'credit note', expect: ['When will I get my refund?'] },
  // Other languages, accents typed or not.
  { kind: 'other language', query: 'vacaciones', expect: ['Política de vacaciones'] },
  { kind: 'other language', query: 'politica vacaciones', expect: ['Política de vacaciones'] },
  {
    kind: 'other language',
    query: 'reembolso gastos',
    expect: ['Solicitud de reembolso de gastos'],
  },
  { kind: 'other language', query: 'urlaubsantrag', expect: ['Urlaubsantrag stellen'] },
  { kind: 'other language', query: 'gabelstapler', expect: ['Gabelstapler Sicherheitsprüfung'] },
  {
    kind: 'other language',
    query: 'sicherheitsprufung',
    expect: ['Gabelstapler Sicherheitsprüfung'],
  },
  { kind: 'other language', query: 'teletravail', expect: ['Télétravail : règles et équipement'] },
  { kind: 'other language', query: 'mot de passe', expect: ['Mot de passe oublié'] },
  // The last word still being typed.
  { kind: 'word start', query: 'onboar', expect: ['Onboarding checklist', 'Onboarding FAQ'] },
  { kind: 'word start', query: 'phish', expect: ['Phishing awareness'] },
  { kind: 'word start', query: 'harass', expect: ['Harassment reporting'] },
  { kind: 'word start', query: 'tracking your par', expect: ['Tracking your parcel'] },
]
