import { Link as AriaLink } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const Page = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[5]};
    max-width: 1100px;
  `}
`;

export const Header = styled.header`
  h1 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => `${theme.space[1]} 0 0`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Panels = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
    gap: ${theme.space[4]};
  `}
`;

export const Panel = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    h2 {
      margin: 0;
      font-size: ${theme.font.size.lg};
    }
    h3 {
      margin: 0;
      font-size: ${theme.font.size.sm};
      color: ${theme.colors.textMuted};
    }
  `}
`;

export const CountList = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

/** One asset type's count: the whole box goes to its list. */
export const CountLink = styled(AriaLink)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    text-decoration: none;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background: ${theme.colors.rowHover};
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const CountTitle = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const CountValue = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Facts = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.space[2]} ${theme.space[4]};
    margin: 0;

    dt {
      color: ${theme.colors.textMuted};
    }
    dd {
      margin: 0;
    }
  `}
`;

export const RecentList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const Placeholders = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
  `}
`;
