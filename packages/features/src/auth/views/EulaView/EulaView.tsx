import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, FormActions } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { eulaAccepted, eulaDeclined } from '../../state/auth.slice';
import { selectEulaText, selectLoginPending } from '../../state/auth.selectors';
import { Intro } from '../LoginScreen/LoginScreen.styles';

const Terms = styled.section`
  max-height: 240px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-line;
  font-size: ${({ theme }) => theme.font.size.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Terms acceptance after login: Accept repeats the login with eula_agreed, Decline goes back. */
export function EulaView() {
  const dispatch = useDispatch();
  const text = useSelector(selectEulaText) ?? '';
  const pending = useSelector(selectLoginPending);
  return (
    <>
      <Intro>{M.eulaIntro}</Intro>
      {/* Focusable so keyboard users can scroll long terms. */}
      <Terms aria-label={M.eulaTextLabel} tabIndex={0}>
        {text}
      </Terms>
      <FormActions align="stretch">
        <Button isDisabled={pending} onPress={() => dispatch(eulaDeclined())}>
          {M.eulaDecline}
        </Button>
        <Button variant="primary" isLoading={pending} onPress={() => dispatch(eulaAccepted())}>
          {M.eulaAccept}
        </Button>
      </FormActions>
    </>
  );
}
