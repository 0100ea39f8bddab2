import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const SearchIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
);

const ScopeIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
    <path d="M12 3 4 6.5v5c0 4.5 3.4 8.3 8 9.5 4.6-1.2 8-5 8-9.5v-5z" />
  </svg>
);

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: SearchIcon,
    title: 'Start searching',
    description: 'Find assets by typing an Asset Name, IP Address, Email Address and similar.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No Data Scopes available' },
};

export const WithAction: Story = {
  args: {
    icon: ScopeIcon,
    title: 'No data scopes yet',
    description: 'Data scopes restrict what a role can see. Create one to limit a team to its own assets.',
    action: (
      <Button variant="primary" onPress={fn()}>
        Create Data Scope
      </Button>
    ),
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithAction.args,
};

const onCreate = fn();

export const ActionRunsWithKeyboardAndPointer: Story = {
  args: {
    ...WithAction.args,
    action: (
      <Button variant="primary" onPress={onCreate}>
        Create Data Scope
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No data scopes yet' })).toBeInTheDocument();
    const action = canvas.getByRole('button', { name: 'Create Data Scope' });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(action);
    await expect(onCreate).toHaveBeenCalledTimes(2);
  },
};
