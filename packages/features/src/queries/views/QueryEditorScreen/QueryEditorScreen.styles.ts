import styled, { css } from 'styled-components';

export const Heading = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    min-width: 0;

    & > div {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[2]};
    }
    & nav {
      font-size: ${theme.font.size.sm};
    }
  `}
`;

/** A titled block of the editor: details, filter, preview. */
export const Panel = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    & h2 {
      margin: 0;
      font-size: ${theme.font.size.lg};
    }
  `}
`;

export const Details = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
    align-items: start;
    gap: ${theme.space[4]};
  `}
`;

export const Fields = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
  `}
`;

/** The entity of a saved query: shown, not chosen. */
export const FixedValue = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    font-size: ${theme.font.size.md};

    & > span:first-child {
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.medium};
    }
    & > span:last-child {
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
  `}
`;

export const ScopeList = styled.fieldset`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    margin: 0;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};

    & legend {
      padding: 0 ${theme.space[1]};
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.medium};
    }
    & > p {
      margin: 0;
      font-size: ${theme.font.size.sm};
    }
    & > p[data-invalid] {
      color: ${theme.colors.error};
    }
  `}
`;

export const FilterHeader = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space[3]};

    & p {
      margin: 0;
      font-variant-numeric: tabular-nums;
    }
    & p[data-tone='count'] {
      font-size: ${theme.font.size.lg};
      font-weight: ${theme.font.weight.bold};
    }
    & p[data-tone='muted'] {
      color: ${theme.colors.textMuted};
    }
    & p[data-tone='error'] {
      color: ${theme.colors.error};
    }
  `}
`;
