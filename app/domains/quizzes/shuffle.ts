/**
 * A stable shuffle: the same seed gives the same order, so a quiz page keeps its answer order
 * when it is shown again (a refused post) and works without JavaScript (the server shuffles and
 * the seed travels in the form). mulberry32, plenty for ordering answers.
 */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `items` in an order fixed by `seed` and `salt` (a question's id: each question differs). */
export function shuffled<Item>(items: readonly Item[], seed: number, salt: number): Item[] {
  const next = random(seed ^ Math.imul(salt, 0x9e3779b1))
  const result = [...items]
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1))
    ;[result[index], result[other]] = [result[other]!, result[index]!]
  }
  return result
}

/** A new seed for one showing of a quiz page. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31)
