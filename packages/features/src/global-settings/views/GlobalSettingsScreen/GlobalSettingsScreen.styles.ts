import styled, { css } from 'styled-components';

/** The section list beside the chosen section's form. */
export const Layout = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space[5]};
  `}
`;

export const SectionNav = styled.nav`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    & ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    & > p {
      margin: 0;
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
  `}
`;

export const SectionButton = styled.button`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: 2px;
    width: 100%;
    padding: ${theme.space[2]};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-size: ${theme.font.size.md};
    text-align: left;
    cursor: pointer;
    outline: none;

    & span {
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
    &:hover {
      background: ${theme.colors.rowHover};
    }
    &[aria-current='true'] {
      background: ${theme.colors.rowSelected};
      font-weight: ${theme.font.weight.medium};
    }
    &:focus-visible {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const Panel = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    min-width: 0;
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  `}
`;

export const SectionHeader = styled.header`
  ${({ theme }) => css`
    & h2 {
      margin: 0;
      font-size: ${theme.font.size.xl};
    }
    & p {
      margin: ${theme.space[1]} 0 0;
      color: ${theme.colors.textMuted};
    }
  `}
`;

export const Loading = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.textMuted};
  `}
`;

/** A nested object, or a list, of a section. */
export const FieldGroup = styled.fieldset`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
    margin: 0;
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};

    & > legend {
      padding: 0 ${theme.space[1]};
      font-weight: ${theme.font.weight.bold};
    }
  `}
`;

export const Help = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;

export const ListItem = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    padding: ${theme.space[3]};
    border-left: 3px solid ${theme.colors.border};
    background: ${theme.colors.background};
  `}
`;

export const ListItemHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const MapList = styled.dl`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.space[1]};
    margin: 0;
    & div {
      display: flex;
      gap: ${theme.space[2]};
    }
    & dt {
      font-weight: ${theme.font.weight.medium};
    }
    & dd {
      margin: 0;
    }
  `}
`;

export const DiffList = styled.ul`
  ${({ theme }) => css`
    margin: ${theme.space[2]} 0 0;
    padding-left: ${theme.space[4]};
    overflow-wrap: anywhere;
    & code {
      font-family: ${theme.font.mono};
    }
  `}
`;
