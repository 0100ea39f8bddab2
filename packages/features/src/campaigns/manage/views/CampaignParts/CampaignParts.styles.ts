import styled, { css } from 'styled-components';

/** A titled block of a campaign screen. */
export const Panel = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    min-width: 0;

    & > h2 {
      margin: 0;
      font-size: ${theme.font.size.lg};
    }
  `}
`;

/** Label and value pairs (the preview's figures, the campaign's summary). */
export const Facts = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    gap: ${theme.space[2]} ${theme.space[4]};
    margin: 0;

    & dt {
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
    & dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `}
`;

export const Figure = styled.span`
  ${({ theme }) => css`
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  `}
`;

export const PlainList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]} ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const Status = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin: 0;
    color: ${theme.colors.textMuted};
  `}
`;

export const DateRow = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: ${theme.space[3]};
  `}
`;

export const ProgressCellRoot = styled.div`
  min-width: 8rem;
`;
