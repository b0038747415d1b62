/** Every table of the application, for Drizzle's relational queries and for migrations. */
export * from './audit.tables'
export * from './mail.tables'
export * from '~/domains/accounts/accounts.tables'
export * from '~/domains/company/company.tables'
export * from '~/domains/company/menu-links.tables'
export * from '~/domains/todos/todos.tables'
