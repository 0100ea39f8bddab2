import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@vigil/ui';
import { selectSessionStatus } from '../../../session/state/session.selectors';
import { SessionWatcher } from '../../../session/views/SessionWatcher';
import { gettingStartedToggled } from '../../../shell/state/shell.slice';
import { selectSignInSequence } from '../../state/onboarding.selectors';
import { useSignInOnce } from '../../../session/views/useSignInOnce';

const Panel = styled.section`
  display: grid;
  align-content: start;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Facts = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dd {
    margin: 0;
  }
`;

/** Labels of the preview (stories only). */
export const ONBOARDING_PREVIEW_LABELS = {
  title: 'Signed-in shell preview',
  page: 'Page',
  gettingStarted: 'Getting Started',
} as const;

/**
 * Stories only: signs in as a login would (`sessionStarted`), performs the session's navigations
 * (`SessionWatcher`), shows the page and stands in for the top bar's Getting Started button.
 * `data-ready` is set once the sequence after sign-in has run.
 */
export function OnboardingPreview({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const location = useLocation();
  const status = useSelector(selectSessionStatus);
  const sequence = useSelector(selectSignInSequence);

  useSignInOnce();

  return (
    <Panel aria-label={ONBOARDING_PREVIEW_LABELS.title} data-ready={status === 'signed-in' && sequence === 'done' ? 'true' : 'false'}>
      {children}
      <Facts>
        <dl>
          <dt>{ONBOARDING_PREVIEW_LABELS.page}</dt>
          <dd data-testid="page">{`${location.pathname}${location.search}`}</dd>
        </dl>
        <Button onPress={() => dispatch(gettingStartedToggled())}>{ONBOARDING_PREVIEW_LABELS.gettingStarted}</Button>
      </Facts>
      <SessionWatcher />
    </Panel>
  );
}
