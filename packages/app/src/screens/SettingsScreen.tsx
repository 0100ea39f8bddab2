import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState, Tab, TabList, TabPanel, Tabs } from '@vigil/ui';

/** One tab of System Settings: its key in the address (/settings/{key}) and its content. */
export interface SettingsTab {
  key: string;
  title: string;
  content: ReactNode;
}

export const SETTINGS_TITLE = 'System Settings';

/** System Settings: a tab per section, the open one named by the address. */
export function SettingsScreen({ tabs }: { tabs: readonly SettingsTab[] }) {
  const navigate = useNavigate();
  const { category } = useParams();
  const selected = tabs.find((tab) => tab.key === category)?.key ?? tabs[0]?.key;
  return (
    <>
      <h1>{SETTINGS_TITLE}</h1>
      <Tabs selectedKey={selected} onSelectionChange={(key) => void navigate(`/settings/${String(key)}`)}>
        <TabList aria-label={SETTINGS_TITLE}>
          {tabs.map((tab) => (
            <Tab key={tab.key} id={tab.key}>
              {tab.title}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.key} id={tab.key}>
            {tab.content}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

/** A settings section whose screen is not built yet. */
export const notBuiltYet = (summary: string) => <EmptyState headingLevel={2} title="This section is not built yet" description={summary} />;
