import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Milestone } from '@vigil/openapi';
import { Alert, Badge, Button, Drawer, Link, ProgressBar, Spinner, Switch } from '@vigil/ui';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import {
  selectGettingStarted,
  selectGettingStartedProgress,
  selectGettingStartedStatus,
  selectIsGettingStartedOpen,
} from '../../state/onboarding.selectors';
import { autoOpenChanged, gettingStartedClosed, gettingStartedRequested, milestoneActionPressed } from '../../state/onboarding.slice';
import { Content, MilestoneActions, MilestoneHeader, MilestoneItem, Milestones, MilestoneText } from './GettingStartedDrawer.styles';

function MilestoneCard({ milestone }: { milestone: Milestone }) {
  const dispatch = useDispatch();
  const titleId = useId();
  return (
    <MilestoneItem>
      <MilestoneHeader>
        <h3 id={titleId}>{milestone.title}</h3>
        {milestone.completed && <Badge tone="success">{M.completed}</Badge>}
      </MilestoneHeader>
      <MilestoneText>{milestone.description}</MilestoneText>
      <MilestoneActions>
        {milestone.link ? (
          <Link href={milestone.link} target="_blank" aria-describedby={titleId}>
            {M.documentation}
          </Link>
        ) : (
          <span />
        )}
        <Button
          variant="primary"
          size="sm"
          isDisabled={milestone.completed}
          aria-describedby={titleId}
          onPress={() => dispatch(milestoneActionPressed({ name: milestone.name }))}
        >
          {M.letsDoIt}
        </Button>
      </MilestoneActions>
    </MilestoneItem>
  );
}

function Checklist() {
  const dispatch = useDispatch();
  const status = useSelector(selectGettingStartedStatus);
  const gettingStarted = useSelector(selectGettingStarted);
  const { completed, total } = useSelector(selectGettingStartedProgress);

  if (!gettingStarted) {
    if (status === 'failed') {
      return (
        <Alert
          tone="error"
          action={
            <Button size="sm" onPress={() => dispatch(gettingStartedRequested())}>
              {M.tryAgain}
            </Button>
          }
        >
          {M.gettingStartedFailed}
        </Alert>
      );
    }
    return <Spinner label={M.gettingStartedLoading} />;
  }
  return (
    <Content>
      <ProgressBar
        label={M.progressLabel}
        value={completed}
        minValue={0}
        maxValue={Math.max(total, 1)}
        valueLabel={M.progressValue(completed, total)}
        tone="success"
      />
      <Milestones aria-label={M.milestonesLabel}>
        {gettingStarted.milestones.map((milestone) => (
          <MilestoneCard key={milestone.id} milestone={milestone} />
        ))}
      </Milestones>
      <Switch
        isSelected={gettingStarted.settings.autoOpen}
        onChange={(autoOpen) => dispatch(autoOpenChanged({ autoOpen }))}
      >
        {M.autoOpen}
      </Switch>
    </Content>
  );
}

/**
 * The admins' getting-started checklist: progress, the milestones with their "Let's Do It", and
 * whether it opens after login. Opened by the top bar's Getting Started button
 * (`gettingStartedToggled`) or after login; renders nothing for other users.
 */
export function GettingStartedDrawer() {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectIsGettingStartedOpen);
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) dispatch(gettingStartedClosed());
      }}
      title={M.gettingStartedTitle}
    >
      <Checklist />
    </Drawer>
  );
}
