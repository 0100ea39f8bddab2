import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 240 }}>
      <SkipLink {...args} />
      <div style={{ display: 'flex', gap: 8, padding: '56px 16px 16px' }}>
        <a href="#assets">Assets</a>
        <a href="#queries">Queries</a>
      </div>
      <main id="main-content" style={{ padding: 16 }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>Dashboard</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await userEvent.tab();
  },
};

export const AppearsOnTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const MovesFocusToMainWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const MovesFocusToMainWithPointer: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('link', { name: 'Skip to main content' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CustomTarget: Story = {
  args: { targetId: 'results', children: 'Skip to results' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <section id="results" aria-label="Results" style={{ padding: '56px 16px 16px' }}>
        No results yet.
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Results' })).toHaveFocus();
  },
};
