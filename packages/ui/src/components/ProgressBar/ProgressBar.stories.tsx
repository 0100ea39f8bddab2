import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Fetching devices', value: 40 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Fetching devices' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Preparing report', isIndeterminate: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Preparing report' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveTextContent('%');
  },
};

function ToneBars() {
  return (
    <>
      <ProgressBar label="Adapters connected" value={72} tone="success" />
      <ProgressBar label="License seats used" value={88} tone="warning" />
      <ProgressBar label="Storage used" value={97} tone="error" />
      <ProgressBar label="Discovery" value={15} />
    </>
  );
}

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ToneBars />
    </div>
  ),
};

export const CustomRange: Story = {
  args: {
    label: 'Adapters fetched',
    value: 18,
    maxValue: 24,
    formatOptions: { style: 'decimal' },
    valueLabel: '18 of 24',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Adapters fetched' });
    await expect(bar).toHaveAttribute('aria-valuemax', '24');
    await expect(bar).toHaveAttribute('aria-valuetext', '18 of 24');
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload progress', value: 60, showValueLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ToneBars />
      <ProgressBar label="Preparing report" isIndeterminate />
    </div>
  ),
};
