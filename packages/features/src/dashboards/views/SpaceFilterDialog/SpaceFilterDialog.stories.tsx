import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { queryBuilderDataFields, simpleFilter } from '../../../queries/views/QueryBuilder/QueryBuilder.fixtures';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { SpaceFilterDialog } from './SpaceFilterDialog';

const meta = {
  title: 'Features/Dashboards/SpaceFilterDialog',
  component: SpaceFilterDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    onSubmit: fn(),
    canSetFilter: true,
    initialFilter: simpleFilter,
    entity: 'devices',
    fields: queryBuilderDataFields.devices ?? [],
    isSaving: false,
    serverError: null,
  },
} satisfies Meta<typeof SpaceFilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: M.filterTitle });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

/** The spec's warning over the builder; Save hands back the filter. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Dashboard filters take affect globally and will impact other users. Charts may take a while to update.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(simpleFilter);
  },
};

/** Edited with the queries' builder: a removed condition is gone from the saved filter. */
export const EditsWithTheBuilder: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove condition 2' }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...simpleFilter, conditions: [simpleFilter.conditions[0], simpleFilter.conditions[2]] });
  },
};

/** A condition removed from the keyboard: focus goes to the filter's add button, not to the dialog's Close button. */
export const RemovesWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    // Down to the last condition, which leaves the filter empty.
    for (const left of [2, 1, 0]) {
      dialog.getByRole('button', { name: `Remove condition ${String(left + 1)}` }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(dialog.queryAllByRole('button', { name: /^Remove condition/ })).toHaveLength(left));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Add condition to the filter' })).toHaveFocus());
    }
    // Saved empty: a filter is set, so clearing it is offered.
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.filterEmpty);
    await expect(dialog.getByRole('button', { name: M.clearFilter })).toBeVisible();
  },
};

/** Clear filter removes it (null). */
export const ClearFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: M.clearFilter }));
    await expect(args.onSubmit).toHaveBeenCalledWith(null);
  },
};

/** No filter yet: nothing to clear, and an empty filter is not saved. */
export const NoFilterYet: Story = {
  args: { initialFilter: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByRole('button', { name: M.clearFilter })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.filterEmptyNew);
    await expect(dialog.getByRole('alert')).not.toHaveTextContent('clear');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without permission: the spec's text, the filter read-only, no Save and no Clear (Done closes). */
export const WithoutPermission: Story = {
  args: { canSetFilter: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText("You don't have permissions to set the filter")).toBeVisible();
    await expect(dialog.queryByRole('button', { name: M.save })).toBeNull();
    await expect(dialog.queryByRole('button', { name: M.clearFilter })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Remove condition 2' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: M.done }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the save is in flight. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: M.save })).toHaveAttribute('data-pending');
    await expect(dialog.getByRole('button', { name: M.clearFilter })).toBeDisabled();
  },
};

/** The server's refusal is shown in the dialog. */
export const ServerError: Story = {
  args: { serverError: "You don't have permissions to set the filter" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(`${M.filterSaveFailed} You don't have permissions to set the filter`);
  },
};
