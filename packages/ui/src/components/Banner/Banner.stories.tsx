import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Banner, type BannerSeverity } from './Banner';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
  args: { severity: 'info', children: 'Your trial ends in 21 days.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const MESSAGES: Record<BannerSeverity, string> = {
  info: 'Your trial ends in 21 days.',
  warning: 'Your trial ends in 12 days.',
  error: 'Your trial ends in 5 days.',
  dangerous: 'Your contract expires in 10 days.',
  verydangerous: 'Your contract expires in 2 days.',
};

const SEVERITIES = Object.keys(MESSAGES) as BannerSeverity[];

export const Playground: Story = {};

export const Info: Story = { args: { severity: 'info', children: MESSAGES.info } };
export const Warning: Story = { args: { severity: 'warning', children: MESSAGES.warning } };
export const ErrorSeverity: Story = { name: 'Error', args: { severity: 'error', children: MESSAGES.error } };
export const Dangerous: Story = { args: { severity: 'dangerous', children: MESSAGES.dangerous } };
export const VeryDangerous: Story = { args: { severity: 'verydangerous', children: MESSAGES.verydangerous } };

export const Severities: Story = {
  render: (args) => (
    <div style={{ display: 'grid' }}>
      {SEVERITIES.map((severity) => (
        <Banner
          key={severity}
          {...args}
          severity={severity}
          action={<Link href="#contact">Contact us</Link>}
          onClose={fn()}
          closeLabel={`Close ${severity} banner`}
        >
          {MESSAGES[severity]}
        </Banner>
      ))}
    </div>
  ),
};

export const Impersonation: Story = {
  args: {
    severity: 'warning',
    children: (
      <>
        You are impersonating <strong>jane.doe</strong>
      </>
    ),
    action: (
      <Button size="sm" variant="secondary">
        Disconnect
      </Button>
    ),
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Severities.render,
};

export const UrgentSeveritiesAreAlerts: Story = {
  tags: ['no-screenshot'],
  render: Severities.render,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((el) => el.dataset['severity'])).toEqual(['info', 'warning']);
    await expect(canvas.getAllByRole('alert').map((el) => el.dataset['severity'])).toEqual(['error', 'dangerous', 'verydangerous']);
  },
};

export const ClosesWithKeyboardAndPointer: Story = {
  tags: ['no-screenshot'],
  args: { severity: 'error', children: MESSAGES.error, onClose: fn() },
  play: async ({ args, canvas }) => {
    const close = canvas.getByRole('button', { name: 'Close banner' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

const onExtend = fn();

export const ActionRunsWithKeyboardAndPointer: Story = {
  args: {
    severity: 'warning',
    children: MESSAGES.warning,
    action: (
      <Button size="sm" onPress={onExtend}>
        Extend trial
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onExtend.mockClear();
    const action = canvas.getByRole('button', { name: 'Extend trial' });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(action);
    await expect(onExtend).toHaveBeenCalledTimes(2);
  },
};
