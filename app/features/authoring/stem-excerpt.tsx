/**
 * The start of a question's stem in a list (the bank, the review queue, the exam builder): HTML the
 * server built with mathExcerptHtml (the stem's words, escaped, with KaTeX's markup), at most two
 * lines. A stem without words (a figure only) shows its identifier instead.
 */
export function StemExcerpt({ html, identifier, className = "" }: { html: string; identifier: string; className?: string }) {
  if (!html) return <span className={`line-clamp-2 font-mono ${className}`}>{identifier}</span>;
  return <span className={`line-clamp-2 break-words ${className}`} data-testid="stem-excerpt" dangerouslySetInnerHTML={{ __html: html }} />;
}
