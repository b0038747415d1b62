import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as checklists } from './checklists.policy'

/** The Checklists app's pages (seed 001 §2; not in seed §2.3) in the navigation's Work group. */
export const CHECKLIST_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'checklists',
    label: msg('All Checklists'),
    app: 'checklist',
    route: '/checklist/checklists',
    access: allows(checklists, 'checklist.start'),
  },
  {
    id: 'checklist-fill',
    label: msg('Fill in checklist'),
    app: 'checklist',
    route: '/checklist/edit/{id}',
    access: allows(checklists, 'checklist.start'),
    hidden: true,
    parentId: 'checklists',
  },
  {
    id: 'checklist-display',
    label: msg('Checklist'),
    app: 'checklist',
    route: '/checklist/display/{id}',
    access: allows(checklists, 'checklist.start'),
    hidden: true,
    parentId: 'checklists',
  },
  {
    id: 'checklist-templates',
    label: msg('Checklist Templates'),
    app: 'checklist',
    route: '/checklist/templates',
    access: allows(checklists, 'template.read'),
  },
  {
    id: 'checklist-template',
    label: msg('Checklist Template'),
    app: 'checklist',
    route: '/checklist/template/{id}',
    access: allows(checklists, 'template.read'),
    hidden: true,
    parentId: 'checklist-templates',
  },
  {
    id: 'checklist-start',
    label: msg('Start checklist'),
    app: 'checklist',
    route: '/checklist/create/{id}',
    access: allows(checklists, 'checklist.start'),
    hidden: true,
    parentId: 'checklist-templates',
  },
  {
    id: 'checklist-template-edit',
    label: msg('Edit Template'),
    app: 'checklist',
    route: '/checklist/template/edit/{id}',
    access: allows(checklists, 'template.manage'),
    hidden: true,
    parentId: 'checklist-templates',
  },
  {
    id: 'checklist-template-create',
    label: msg('Create Template'),
    app: 'checklist',
    route: '/checklist/template/create',
    access: allows(checklists, 'template.manage'),
  },
]
