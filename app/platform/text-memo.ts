/**
 * A pure text → text function whose answers are kept, for texts that come back on every page
 * view: an article's body (sanitized several times over while its glossary terms are annotated),
 * the company information in the header. Held until the texts and answers kept reach `maxChars`,
 * then the memory starts afresh; a text longer than that alone is never kept.
 */
export function rememberPerText(
  transform: (text: string) => string,
  maxChars = 2_000_000,
): (text: string) => string {
  const answers = new Map<string, string>()
  let heldChars = 0
  return (text) => {
    let answer = answers.get(text)
    if (answer === undefined) {
      answer = transform(text)
      const chars = text.length + answer.length
      if (heldChars + chars > maxChars) {
        answers.clear()
        heldChars = 0
      }
      if (chars <= maxChars) {
        answers.set(text, answer)
        heldChars += chars
      }
    }
    return answer
  }
}
