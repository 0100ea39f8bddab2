import styled from 'styled-components';

export const Frame = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
`;

export const TopBar = styled.header`
  display: flex;
  align-items: center;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Main = styled.main`
  padding: ${({ theme }) => theme.space[5]};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

export const Product = styled.span`
  flex: 1;
`;
