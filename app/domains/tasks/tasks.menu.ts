import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as tasks } from './tasks.policy'

/** The task pages in the navigation's Work group (they belong to the request app). */
export const TASK_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'tasks-kanban',
    label: msg('Tasks board'),
    route: '/request/tasks-kanban',
    app: 'request',
    access: allows(tasks, 'task.read'),
  },
  {
    id: 'task-list',
    label: msg('Task list'),
    route: '/tasks',
    app: 'request',
    access: allows(tasks, 'task.read'),
  },
  {
    id: 'create-task',
    label: msg('Create task'),
    route: '/tasks/create',
    app: 'request',
    access: allows(tasks, 'task.create'),
  },
  {
    id: 'task',
    label: msg('Task'),
    route: '/tasks/details/{id}',
    app: 'request',
    access: allows(tasks, 'task.read'),
    hidden: true,
    parentId: 'task-list',
  },
]
