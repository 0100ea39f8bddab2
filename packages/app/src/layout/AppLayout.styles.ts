import styled from 'styled-components';

/** The sidebar beside a column that scrolls on its own, so the sidebar keeps the full height. */
export const Frame = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  height: 100vh;
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: auto;
  /* What focus scrolls into view stops below the sticky top bar: 56 px high, or as measured (scrollPadding.ts). */
  scroll-padding-top: 64px;
`;

export const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};

  &:focus {
    outline: none;
  }

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
