import { Header } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const StyledMenuHeader = styled(Header)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${theme.space[2]} ${theme.space[3]};
    margin-bottom: ${theme.space[1]};
    border-bottom: 1px solid ${theme.colors.border};
    max-width: 320px;
  `}
`;

export const HeaderTitle = styled.span`
  ${({ theme }) => css`
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.bold};
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  `}
`;

export const HeaderLine = styled.span`
  ${({ theme }) => css`
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  `}
`;
