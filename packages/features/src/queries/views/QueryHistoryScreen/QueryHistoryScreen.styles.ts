import styled, { css } from 'styled-components';

export type ChangeKind = 'added' | 'removed' | 'changed';

export const Layout = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space[5]};
  `}
`;

export const VersionList = styled.ol`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;

    & > li {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[1]};
      padding: ${theme.space[2]} 0;
      border-top: 1px solid ${theme.colors.border};
    }
    & > li:first-child {
      border-top: none;
    }
    & > li > p {
      margin: 0 0 0 28px;
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
    & > li > div {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[2]};
    }
    & > li > button {
      align-self: flex-start;
      margin-left: 28px;
    }
  `}
`;

export const Sides = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[3]};

    & > section {
      min-width: 0;
      padding: ${theme.space[3]};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
    }
    & h3 {
      margin: 0 0 ${theme.space[2]};
      font-size: ${theme.font.size.md};
    }
  `}
`;

const changeColours = (kind: ChangeKind | undefined) => css`
  ${({ theme }) => {
    if (!kind) return css``;
    const tone = theme.colors.status[kind === 'added' ? 'success' : kind === 'removed' ? 'error' : 'warning'];
    return css`
      border-left: 3px solid ${tone.border};
      background: ${tone.bg};
      color: ${tone.fg};
    `;
  }}
`;

/** One condition or group line of a filter; a changed one is marked by colour and by its word. */
export const OutlineItem = styled.li<{ $change?: ChangeKind }>`
  ${({ theme, $change }) => css`
    margin: 2px 0;
    padding: 2px ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    font-size: ${theme.font.size.sm};
    overflow-wrap: anywhere;
    ${changeColours($change)}

    & > ul {
      margin: ${theme.space[1]} 0 0;
      padding-left: ${theme.space[4]};
      list-style: none;
    }
    & code {
      font-family: ${theme.font.mono};
      font-size: ${theme.font.size.xs};
    }
  `}
`;

export const Outline = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ChangeList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;

    & > li {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: ${theme.space[2]};
      font-size: ${theme.font.size.sm};
      overflow-wrap: anywhere;
    }
    & code {
      font-family: ${theme.font.mono};
      font-size: ${theme.font.size.xs};
    }
  `}
`;
