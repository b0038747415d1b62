import { KB_SEARCH } from '../search/search-constants'

export interface FoundArticle {
  id: number
  title: string
  similarity_score: number
}

export interface ListedArticle extends FoundArticle {
  isSource: boolean
  /** The match as a whole percentage, e.g. 87. */
  percent: number
}

/**
 * The 'Found Articles' list of seed 000 §2.6, the same in the dialog and on the search page: the
 * articles the answer cites first (in the order it cites them, badged 'Source Article'), then the
 * others only from the listing threshold (0.65) up, best first.
 */
export function listedArticles(
  articles: FoundArticle[],
  sourceIds: readonly number[],
): ListedArticle[] {
  const listed = (article: FoundArticle, isSource: boolean): ListedArticle => ({
    ...article,
    isSource,
    percent: Math.round(article.similarity_score * 100),
  })
  const sources = sourceIds.flatMap((id) => {
    const article = articles.find((candidate) => candidate.id === id)
    return article ? [listed(article, true)] : []
  })
  const others = articles
    .filter(
      (article) =>
        !sourceIds.includes(article.id) && article.similarity_score >= KB_SEARCH.listingThreshold,
    )
    .sort((a, b) => b.similarity_score - a.similarity_score)
    .map((article) => listed(article, false))
  return [...sources, ...others]
}
