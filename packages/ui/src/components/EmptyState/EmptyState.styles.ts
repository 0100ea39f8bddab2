import styled, { css } from 'styled-components';

export const EmptyRoot = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[2]};
    padding: ${theme.space[7]} ${theme.space[5]};
    text-align: center;
    color: ${theme.colors.text};
  `}
`;

export const EmptyIcon = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    margin-bottom: ${theme.space[2]};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.secondary};
    color: ${theme.colors.textMuted};

    svg {
      width: 24px;
      height: 24px;
    }
  `}
`;

export const EmptyTitle = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
    line-height: ${theme.font.lineHeight.tight};
  `}
`;

export const EmptyDescription = styled.div`
  ${({ theme }) => css`
    max-width: 420px;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
  `}
`;

export const EmptyAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
