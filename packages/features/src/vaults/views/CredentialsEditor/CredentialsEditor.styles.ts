import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
