import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { StatusTone } from '../../theme';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { tone: 'info', count: 12 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES: readonly StatusTone[] = ['neutral', 'info', 'success', 'warning', 'error', 'dangerous', 'verydangerous'];

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {TONES.map((tone, index) => (
          <Badge key={tone} tone={tone} count={[3, 12, 48, 99, 100, 250, 1_000][index]} />
        ))}
      </div>
    </div>
  ),
};

export const Label: Story = { args: { count: undefined, tone: 'success', children: 'Active' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
};

export const CapsCountAtMax: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      <li>
        Findings <Badge tone="error" count={99} />
      </li>
      <li>
        Alerts <Badge tone="warning" count={100} />
      </li>
      <li>
        Tasks <Badge tone="info" count={12} max={9} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Findings 99');
    await expect(items[1]).toHaveTextContent('Alerts 99+');
    await expect(items[2]).toHaveTextContent('Tasks 9+');
  },
};
