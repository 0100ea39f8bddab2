import styled from 'styled-components';

export const Stage = styled.div`
  display: grid;
  justify-items: center;
  width: 600px;
  max-width: 100%;
`;

export const Step = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p {
    margin: 0;
    max-width: 550px;
  }
`;

export const Buttons = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;
