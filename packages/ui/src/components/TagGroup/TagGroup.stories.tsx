import type { Meta, StoryObj } from '@storybook/react-vite';
import { useListData } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag, TagGroup, type TagGroupProps } from './TagGroup';

interface AssetTag {
  id: string;
  name: string;
}

const ASSET_TAGS: AssetTag[] = [
  { id: 'prod', name: 'Production' },
  { id: 'pci', name: 'PCI scope' },
  { id: 'eu', name: 'EU region' },
  { id: 'crown', name: 'Crown jewel' },
];

/** Tags the user can remove; the story's args (callbacks, selection) pass through. */
function RemovableTags({ onRemove, ...props }: Omit<TagGroupProps<AssetTag>, 'children' | 'items'>) {
  const list = useListData({ initialItems: ASSET_TAGS });
  return (
    <TagGroup<AssetTag>
      {...props}
      items={list.items}
      onRemove={(keys) => {
        list.remove(...keys);
        onRemove?.(keys);
      }}
    >
      {(tag) => <Tag id={tag.id}>{tag.name}</Tag>}
    </TagGroup>
  );
}

const meta = {
  title: 'UI/TagGroup',
  component: TagGroup<AssetTag>,
  args: {
    label: 'Asset tags',
    children: (
      <>
        <Tag id="prod">Production</Tag>
        <Tag id="pci">PCI scope</Tag>
        <Tag id="eu">EU region</Tag>
      </>
    ),
  },
} satisfies Meta<typeof TagGroup<AssetTag>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Removable: Story = {
  args: { onRemove: fn(), description: 'Removing a tag does not delete it from other assets.' },
  render: (args) => <RemovableTags {...args} />,
};

export const Selectable: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['pci'], onSelectionChange: fn() },
  render: (args) => <RemovableTags {...args} />,
};

export const Disabled: Story = { args: { disabledKeys: ['pci'], selectionMode: 'single' } };

export const Empty: Story = {
  args: { items: [], emptyText: 'No tags on this asset', children: (tag: AssetTag) => <Tag id={tag.id}>{tag.name}</Tag> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tags on this asset')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'At least one tag is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('At least one tag is required')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['pci'], disabledKeys: ['crown'], onRemove: fn() },
  render: (args) => <RemovableTags {...args} />,
};

export const RemovesWithPointerAndKeyboard: Story = {
  tags: ['no-screenshot'],
  args: { onRemove: fn() },
  render: (args) => <RemovableTags {...args} />,
  play: async ({ args, canvas }) => {
    const production = canvas.getByRole('row', { name: 'Production' });
    await userEvent.click(within(production).getByRole('button', { name: /Remove/ }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['prod']));
    await expect(canvas.queryByRole('row', { name: 'Production' })).not.toBeInTheDocument();
    // Keyboard: focus a tag and press Delete.
    await userEvent.click(canvas.getByText('EU region'));
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['eu']));
    await expect(canvas.getAllByRole('row').map((row) => row.textContent)).toEqual(['PCI scope', 'Crown jewel']);
  },
};

export const SelectsWithKeyboardAndPointer: Story = {
  tags: ['no-screenshot'],
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  render: (args) => <RemovableTags {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Production'));
    await expect(canvas.getByRole('row', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'PCI scope' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'PCI scope' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};
