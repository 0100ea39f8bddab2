import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings sections">
        <Tab id="general">General</Tab>
        <Tab id="lifecycle">Lifecycle</Tab>
        <Tab id="identity">Identity Providers</Tab>
        <Tab id="certificates">Certificates</Tab>
      </TabList>
      <TabPanel id="general">Session timeout, login message and custom logo.</TabPanel>
      <TabPanel id="lifecycle">Discovery schedule and history retention.</TabPanel>
      <TabPanel id="identity">LDAP and SAML single sign-on.</TabPanel>
      <TabPanel id="certificates">SSL and mutual TLS certificates.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // The selected tab's underline stays inside the list: no scrollbar beside the tabs.
    const list = canvas.getByRole('tablist');
    await expect(list.scrollHeight).toBe(list.clientHeight);
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['identity'] },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKey: 'lifecycle', disabledKeys: ['identity'] },
};

export const SelectsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  args: { disabledKeys: ['identity'] },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const general = canvas.getByRole('tab', { name: 'General' });
    await expect(general).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const lifecycle = canvas.getByRole('tab', { name: 'Lifecycle' });
    await expect(lifecycle).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Discovery schedule');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Certificates' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(general).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('general');
  },
};

export const SelectsWithPointer: Story = {
  tags: ['no-screenshot'],
  args: { disabledKeys: ['identity'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Certificates' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('SSL and mutual TLS');
    await userEvent.click(canvas.getByRole('tab', { name: 'Identity Providers' }));
    await expect(canvas.getByRole('tab', { name: 'Identity Providers' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('SSL and mutual TLS');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('certificates');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('identity');
  },
};
