import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, SearchField, Spinner } from '@vigil/ui';
import { LeaveGuard } from '../../../queries/views/QueryEditorScreen/LeaveGuard';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import { GLOBAL_SETTINGS_MESSAGES as M } from '../../globalSettings.messages';
import { humanise } from '../../schema/sectionSchema';
import { selectCurrentSection, selectGlobalSettings, selectVisibleSections } from '../../state/globalSettings.selectors';
import { globalSettingsOpened, settingsSearchChanged, settingsSectionSelected } from '../../state/globalSettings.slice';
import { Layout, Loading, Panel, SectionButton, SectionNav } from './GlobalSettingsScreen.styles';
import { SectionForm } from './SectionForm';

/** The leave confirmation, for a change of section or of route while a section has unsaved changes. */
function LeaveDialog({ isOpen, onLeave, onStay }: { isOpen: boolean; onLeave: () => void; onStay: () => void }) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={M.leaveTitle}
      confirmLabel={M.leaveConfirm}
      cancelLabel={M.stay}
      tone="danger"
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{M.leaveBody}</p>
    </ConfirmDialog>
  );
}

/** System Settings' Global Settings tab: the server's settings sections (searchable) and the chosen one's generated form. */
export function GlobalSettingsScreen() {
  const dispatch = useDispatch();
  const { list, search } = useSelector(selectGlobalSettings);
  const sections = useSelector(selectVisibleSections);
  const current = useSelector(selectCurrentSection);
  const canUpdate = useSelector(selectCanUpdateSettings);
  const [dirty, setDirty] = useState(false);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const onDirtyChange = useCallback((next: boolean) => {
    setDirty(next);
  }, []);

  useEffect(() => {
    dispatch(globalSettingsOpened());
  }, [dispatch]);

  // The first section opens once the list is in.
  const [first] = list.sections;
  useEffect(() => {
    if (current.key === null && first) dispatch(settingsSectionSelected(first.key));
  }, [current.key, first, dispatch]);

  const choose = (key: string) => {
    if (key === current.key) return;
    if (dirty) setPendingKey(key);
    else dispatch(settingsSectionSelected(key));
  };

  if (list.status === 'failed') {
    return (
      <Alert tone="error" action={<Button onPress={() => dispatch(globalSettingsOpened())}>{M.retry}</Button>}>
        {`${M.loadFailed} ${list.error ?? ''}`}
      </Alert>
    );
  }
  if (list.status !== 'loaded') {
    return (
      <Loading role="status">
        <Spinner size="sm" />
        <span>{M.loading}</span>
      </Loading>
    );
  }

  return (
    <Layout>
      <SectionNav aria-label={M.sectionsLabel}>
        <SearchField
          label={M.searchLabel}
          isLabelHidden
          placeholder={M.searchLabel}
          value={search}
          onChange={(text) => dispatch(settingsSearchChanged(text))}
        />
        {sections.length === 0 ? (
          <p>{M.noMatch}</p>
        ) : (
          <ul>
            {sections.map(({ key, description }) => (
              <li key={key}>
                <SectionButton
                  type="button"
                  aria-current={key === current.key ? 'true' : undefined}
                  onClick={() => {
                    choose(key);
                  }}
                >
                  {humanise(key)}
                  <span>{description}</span>
                </SectionButton>
              </li>
            ))}
          </ul>
        )}
      </SectionNav>
      <Panel aria-label={current.info ? humanise(current.info.key) : M.title}>
        {current.status === 'loading' && (
          <Loading role="status">
            <Spinner size="sm" />
            <span>{M.loading}</span>
          </Loading>
        )}
        {current.status === 'failed' && current.key !== null && (
          <Alert tone="error" action={<Button onPress={() => dispatch(settingsSectionSelected(current.key ?? ''))}>{M.retry}</Button>}>
            {`${M.loadFailed} ${current.error ?? ''}`}
          </Alert>
        )}
        {current.status === 'loaded' && current.info && current.value && (
          <SectionForm key={current.info.key} info={current.info} value={current.value} canUpdate={canUpdate} onDirtyChange={onDirtyChange} />
        )}
      </Panel>
      <LeaveDialog
        isOpen={pendingKey !== null}
        onStay={() => {
          setPendingKey(null);
        }}
        onLeave={() => {
          if (pendingKey !== null) dispatch(settingsSectionSelected(pendingKey));
          setPendingKey(null);
          setDirty(false);
        }}
      />
      <LeaveGuard when={dirty}>{(blocker) => <LeaveDialog isOpen={blocker.isBlocked} onLeave={blocker.proceed} onStay={blocker.stay} />}</LeaveGuard>
    </Layout>
  );
}
