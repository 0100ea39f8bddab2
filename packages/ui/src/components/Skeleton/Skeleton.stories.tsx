import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonRows, type SkeletonSize } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'text', size: 'md', width: 320 },
  decorators: [
    (Story) => (
      // Skeletons are silent on their own: whatever holds them says it is busy.
      <div aria-busy="true">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function ShapesDemo({ size }: { size?: SkeletonSize }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" size={size} />
        <div style={{ display: 'grid', gap: 8, flex: 1 }}>
          <Skeleton size={size} width="60%" />
          <Skeleton size={size} width="90%" />
        </div>
      </div>
      <Skeleton shape="rect" size={size} />
    </div>
  );
}

export const Shapes: Story = {
  render: (args) => <ShapesDemo size={args.size} />,
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 220px)', gap: 24, alignItems: 'start' }}>
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} style={{ display: 'grid', gap: 8 }}>
          <Skeleton shape="circle" size={size} />
          <Skeleton size={size} />
          <Skeleton shape="rect" size={size} />
        </div>
      ))}
    </div>
  ),
};

export const Rows: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <SkeletonRows heightPx={335} withAvatar />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The template chooser modal is 335px high: (335 - 96) / 32 gives 7 rows.
    const rows = canvasElement.querySelectorAll('[data-skeleton-row]');
    await expect(rows).toHaveLength(7);
  },
};

export const SmallModalShowsOneRow: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <SkeletonRows heightPx={100} size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, width: 560 }}>
      <ShapesDemo size={args.size} />
      <SkeletonRows heightPx={256} withAvatar />
    </div>
  ),
};

export const AnnouncesLoading: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <SkeletonRows heightPx={224} label="Loading users" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const rows = canvasElement.querySelector('[data-row-count]');
    await expect(rows).toHaveAttribute('aria-busy', 'true');
    await expect(rows).toHaveAttribute('data-row-count', '4');
    await expect(canvas.getByText('Loading users')).toBeInTheDocument();
    for (const block of canvasElement.querySelectorAll('[data-shape]')) {
      await expect(block).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
