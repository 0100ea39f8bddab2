import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Tab, TabList, TabPanel, Tabs } from '@vigil/ui';
import { selectWorkspacesEnabled } from '../../../navigation/state/navigation.selectors';
import { selectCurrentUser } from '../../../session/state/session.selectors';
import { ACCOUNT_MESSAGES as M } from '../../account.messages';
import { accountScreenOpened } from '../../state/account.slice';
import { Page } from './AccountScreen.styles';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { WorkspacesSection } from './WorkspacesSection';

/** My Account (route /account): profile, password and, with workspaces on, the workspaces. */
export function AccountScreen() {
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const workspacesEnabled = useSelector(selectWorkspacesEnabled);

  useEffect(() => {
    dispatch(accountScreenOpened());
  }, [dispatch]);

  return (
    <Page>
      <h1>{M.title}</h1>
      <Tabs>
        <TabList aria-label={M.sections}>
          <Tab id="profile">{M.profileTab}</Tab>
          <Tab id="password">{M.passwordTab}</Tab>
          {workspacesEnabled ? <Tab id="workspaces">{M.workspacesTab}</Tab> : null}
        </TabList>
        <TabPanel id="profile">{user && <ProfileSection key={user.uuid} user={user} />}</TabPanel>
        <TabPanel id="password">
          <PasswordSection />
        </TabPanel>
        {workspacesEnabled ? (
          <TabPanel id="workspaces">
            <WorkspacesSection />
          </TabPanel>
        ) : null}
      </Tabs>
    </Page>
  );
}
