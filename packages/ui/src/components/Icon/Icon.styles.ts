import styled from 'styled-components';

export const StyledIcon = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
`;
