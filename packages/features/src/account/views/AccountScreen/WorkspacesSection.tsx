import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Alert, Badge, Button, Spinner } from '@vigil/ui';
import { selectCurrentWorkspace, selectWorkspaces } from '../../../navigation/state/navigation.selectors';
import { workspaceMenuOpened, workspaceSelected } from '../../../navigation/state/navigation.slice';
import { ACCOUNT_MESSAGES as M } from '../../account.messages';
import { Section, Waiting, WorkspaceItem, WorkspaceList } from './AccountScreen.styles';

/**
 * The user's workspaces, the current one marked; a switch goes through the navigation's
 * workspace switch (PUT self/workspaces/{id}, then / or /dashboard), as in the top bar's switcher.
 */
export function WorkspacesSection() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const { status, items } = useSelector(selectWorkspaces);
  const current = useSelector(selectCurrentWorkspace);

  useEffect(() => {
    dispatch(workspaceMenuOpened());
  }, [dispatch]);

  return (
    <Section>
      {status === 'loading' && (
        <Waiting>
          <Spinner size="sm" label={M.workspacesLoading} />
          <span>{M.workspacesLoading}</span>
        </Waiting>
      )}
      {status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => dispatch(workspaceMenuOpened())}>{M.tryAgain}</Button>}>
          {M.workspacesFailed}
        </Alert>
      )}
      {status === 'loaded' && items.length === 0 && <p>{M.workspacesEmpty}</p>}
      {status === 'loaded' && items.length > 0 && (
        <WorkspaceList aria-label={M.workspacesLabel}>
          {items.map((workspace) => (
            <WorkspaceItem key={workspace.id} aria-current={workspace.id === current?.id ? 'true' : undefined}>
              <span>{workspace.name}</span>
              {workspace.id === current?.id ? (
                <Badge tone="success">{M.current}</Badge>
              ) : (
                <Button size="sm" aria-label={M.switchToLabel(workspace.name)} onPress={() => dispatch(workspaceSelected({ id: workspace.id, pathname }))}>
                  {M.switchTo}
                </Button>
              )}
            </WorkspaceItem>
          ))}
        </WorkspaceList>
      )}
    </Section>
  );
}
