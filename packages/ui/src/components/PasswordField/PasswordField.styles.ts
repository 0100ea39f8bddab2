import { Input } from 'react-aria-components';
import styled from 'styled-components';

export const PasswordInput = styled(Input)`
  &[type='password'] {
    letter-spacing: 0.12em;
  }
  &[type='password']::placeholder {
    letter-spacing: normal;
  }
`;
