import styled, { css } from 'styled-components';

/** Typography for the rendered markdown: the console's type scale, no outer margins. */
export const RichTextRoot = styled.div`
  ${({ theme }) => css`
    color: ${theme.colors.text};
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    overflow-wrap: anywhere;

    & > :first-child {
      margin-top: 0;
    }
    & > :last-child {
      margin-bottom: 0;
    }
    h1,
    h2,
    h3,
    h4,
    h5,
    h6 {
      margin: ${theme.space[4]} 0 ${theme.space[2]};
      line-height: ${theme.font.lineHeight.tight};
      font-weight: ${theme.font.weight.bold};
    }
    /* A heading moved down the outline (headingLevel) keeps its markdown level's size (data-size). */
    h1,
    [data-size='h1'] {
      font-size: ${theme.font.size.xxl};
    }
    h2,
    [data-size='h2'] {
      font-size: ${theme.font.size.xl};
    }
    h3,
    [data-size='h3'] {
      font-size: ${theme.font.size.lg};
    }
    h4,
    h5,
    h6,
    [data-size='h4'],
    [data-size='h5'],
    [data-size='h6'] {
      font-size: ${theme.font.size.md};
    }
    p,
    ul,
    ol,
    pre,
    blockquote {
      margin: 0 0 ${theme.space[3]};
    }
    ul,
    ol {
      padding-left: ${theme.space[5]};
    }
    a {
      color: ${theme.colors.primary};
      text-decoration: underline;
    }
    a:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
      border-radius: ${theme.radii.sm};
    }
    code {
      font-family: ${theme.font.mono};
      font-size: 0.9em;
      padding: 1px 4px;
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.secondary};
    }
    pre {
      overflow: auto;
      padding: ${theme.space[3]};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.secondary};
    }
    pre code {
      padding: 0;
      background: none;
    }
    blockquote {
      padding-left: ${theme.space[3]};
      border-left: 3px solid ${theme.colors.border};
      color: ${theme.colors.textMuted};
    }
    hr {
      border: 0;
      border-top: 1px solid ${theme.colors.border};
    }
    img {
      max-width: 100%;
    }
    table {
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
    }
    th,
    td {
      padding: ${theme.space[1]} ${theme.space[3]};
      border-bottom: 1px solid ${theme.colors.border};
    }
    th {
      font-weight: ${theme.font.weight.bold};
    }
  `}
`;
