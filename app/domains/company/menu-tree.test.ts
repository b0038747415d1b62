import { describe, expect, it } from 'vitest'
import { buildMenuTree, type MenuLinkLike, type MenuNode } from './menu-tree'

interface Link extends MenuLinkLike {
  name: string
}

let nextId = 1
function link(
  name: string,
  options: { id?: number; parent?: number | null; order?: number } = {},
): Link {
  return {
    id: options.id ?? nextId++,
    parent: options.parent ?? null,
    order: options.order ?? 0,
    name,
  }
}

/** The tree as names: 'A' for an item, ['A', [...children]] for a group. */
type Shape = string | [string, Shape[]]
function shape(nodes: MenuNode<Link>[]): Shape[] {
  return nodes.map((node) =>
    node.children.length ? [node.link.name, shape(node.children)] : node.link.name,
  )
}

describe('buildMenuTree', () => {
  it('returns nothing for no links', () => {
    expect(buildMenuTree([])).toEqual([])
  })

  it('keeps links without parents top-level, ordered by order then id', () => {
    const links = [
      link('Third', { id: 3, order: 2 }),
      link('Second-b', { id: 20, order: 1 }),
      link('Second-a', { id: 10, order: 1 }),
      link('First', { id: 30, order: -5 }),
    ]
    expect(shape(buildMenuTree(links))).toEqual(['First', 'Second-a', 'Second-b', 'Third'])
  })

  it('makes a parent a group of its children, each level ordered by order', () => {
    const links = [
      link('Tools', { id: 1, order: 1 }),
      link('Wiki', { id: 2, parent: 1, order: 2 }),
      link('Home', { id: 3, order: 0 }),
      link('Chat', { id: 4, parent: 1, order: 1 }),
      link('Docs', { id: 5, order: 2 }),
    ]
    const tree = buildMenuTree(links)
    expect(shape(tree)).toEqual(['Home', ['Tools', ['Chat', 'Wiki']], 'Docs'])
    expect(tree[1]!.link).toBe(links[0])
  })

  it('nests deeper chains (a submenu item can itself be a group)', () => {
    const links = [
      link('C', { id: 3, parent: 2 }),
      link('B', { id: 2, parent: 1 }),
      link('A', { id: 1 }),
    ]
    expect(shape(buildMenuTree(links))).toEqual([['A', [['B', ['C']]]]])
  })

  it('puts a link whose parent is not in the list at the top level', () => {
    const links = [link('Orphan', { id: 7, parent: 999, order: 1 }), link('Root', { id: 8 })]
    expect(shape(buildMenuTree(links))).toEqual(['Root', 'Orphan'])
  })

  it('shows a link that is its own parent as a top-level item', () => {
    const links = [link('Self', { id: 5, parent: 5 }), link('Other', { id: 6, order: 1 })]
    expect(shape(buildMenuTree(links))).toEqual(['Self', 'Other'])
  })

  it('shows both links of a two-link loop at the top level', () => {
    const links = [link('A', { id: 1, parent: 2, order: 1 }), link('B', { id: 2, parent: 1 })]
    expect(shape(buildMenuTree(links))).toEqual(['B', 'A'])
  })

  it('breaks a longer loop, keeps links hanging off it under their parent', () => {
    const links = [
      link('A', { id: 1, parent: 3 }),
      link('B', { id: 2, parent: 1, order: 1 }),
      link('C', { id: 3, parent: 2, order: 2 }),
      link('Hanger', { id: 4, parent: 2 }),
      link('Under hanger', { id: 5, parent: 4 }),
    ]
    expect(shape(buildMenuTree(links))).toEqual(['A', ['B', [['Hanger', ['Under hanger']]]], 'C'])
  })

  it('never loses or duplicates a link, whatever the parents', () => {
    const links = Array.from({ length: 40 }, (_, index) =>
      link(`L${index}`, { id: index + 1, parent: ((index * 7) % 45) + 1, order: index % 3 }),
    )
    const seen: number[] = []
    const walk = (nodes: MenuNode<Link>[]) =>
      nodes.forEach((node) => {
        seen.push(node.link.id)
        walk(node.children)
      })
    walk(buildMenuTree(links))
    expect(seen.sort((a, b) => a - b)).toEqual(links.map((l) => l.id))
  })

  it('does not change the list it was given', () => {
    const links = [link('B', { id: 2, order: 1 }), link('A', { id: 1 })]
    const before = structuredClone(links)
    buildMenuTree(links)
    expect(links).toEqual(before)
  })
})
