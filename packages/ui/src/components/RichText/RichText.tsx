import { useMemo } from 'react';
import { micromark } from 'micromark';
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table';
import { RichTextRoot } from './RichText.styles';

export interface RichTextProps {
  /** The markdown (CommonMark, with GitHub's tables) to show; raw HTML in it is shown as text, never as markup. */
  markdown: string;
  /** Names the text for assistive technology when it stands alone (e.g. a dashboard chart's title). */
  'aria-label'?: string;
  /**
   * The outline level of the text's top headings (`#`), the deeper ones following (at most 6), so
   * the text's headings sit under the page's own: 3 under a chart titled at level 2. They keep
   * the look of their markdown level.
   * @default 1
   */
  headingLevel?: number;
}

/**
 * Markdown as HTML. micromark escapes raw HTML (allowDangerousHtml stays off) and drops dangerous
 * link protocols (javascript:, allowDangerousProtocol stays off), so its output is safe to set as
 * HTML; links open in a new tab with rel="noopener noreferrer" so the console stays where it is.
 */
export function markdownToHtml(markdown: string, headingLevel = 1): string {
  // GitHub's tables too (pipes and a dashed line under the header), which a dashboard's notes use.
  const html = micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false, extensions: [gfmTable()], htmlExtensions: [gfmTableHtml()] });
  if (typeof document === 'undefined') return html;
  // A template's content is inert: parsing it here runs no script and loads no image.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('a[href]')) {
    // micromark empties an unsafe href (javascript:); such a link stays as its text only.
    if (!link.getAttribute('href')) {
      link.removeAttribute('href');
      continue;
    }
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  if (headingLevel > 1) {
    for (const heading of template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Number(heading.tagName.slice(1));
      const moved = document.createElement(`h${String(Math.min(6, level + headingLevel - 1))}`);
      moved.dataset.size = `h${String(level)}`;
      moved.append(...heading.childNodes);
      heading.replaceWith(moved);
    }
  }
  return template.innerHTML;
}

/** Renders markdown (CommonMark's headings, lists, links and code, and GitHub's tables) without raw HTML: the spec's `rich_text` view. */
export function RichText({ markdown, 'aria-label': ariaLabel, headingLevel = 1 }: RichTextProps) {
  const html = useMemo(() => markdownToHtml(markdown, headingLevel), [markdown, headingLevel]);
  return (
    <RichTextRoot
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
      // Safe: micromark escaped every raw HTML tag and unsafe URL of the markdown (see markdownToHtml).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
