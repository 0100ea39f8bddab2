import styled, { css } from 'styled-components';

export const Page = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    color: ${theme.colors.text};

    & h1 {
      margin: 0;
      font-size: ${theme.font.size.xl};
      overflow-wrap: anywhere;
    }
  `}
`;

export const Header = styled.header`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
  `}
`;

export const Title = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-width: 0;
  `}
`;

export const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
  `}
`;

export const Centre = styled.div`
  ${({ theme }) => css`
    display: grid;
    place-items: center;
    min-height: 240px;
    gap: ${theme.space[3]};
  `}
`;
