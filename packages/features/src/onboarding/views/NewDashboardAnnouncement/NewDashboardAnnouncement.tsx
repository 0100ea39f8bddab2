import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Modal } from '@vigil/ui';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { selectShowNewDashboardAnnouncement } from '../../state/onboarding.selectors';
import {
  newDashboardAnnouncementClosed,
  newDashboardAnnouncementGotIt,
  newDashboardAnnouncementShown,
} from '../../state/onboarding.slice';
import { AnnouncementAnimation } from '../AnnouncementAnimation';

/** Designed: the spec gives the dashboard animation no size; it fits the md modal. */
const ANIMATION_WIDTH_PX = 400;

const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

/**
 * 'Discover the New Dashboard Experience!': a centred modal over the dashboard grid, shown while
 * the user has not seen it (and nothing else of onboarding is open). A single 'Got it!'; the
 * backdrop does not close it. Render it on the dashboard screen.
 */
export function NewDashboardAnnouncement() {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectShowNewDashboardAnnouncement);

  useEffect(() => {
    if (isOpen) dispatch(newDashboardAnnouncementShown());
  }, [dispatch, isOpen]);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) dispatch(newDashboardAnnouncementClosed());
      }}
      title={M.newDashboardTitle}
      isDismissable={false}
      footer={
        <Button variant="primary" onPress={() => dispatch(newDashboardAnnouncementGotIt())}>
          {M.gotIt}
        </Button>
      }
    >
      <Content>
        <AnnouncementAnimation scene="dashboard" widthPx={ANIMATION_WIDTH_PX} />
        <p>{M.newDashboardText}</p>
      </Content>
    </Modal>
  );
}
