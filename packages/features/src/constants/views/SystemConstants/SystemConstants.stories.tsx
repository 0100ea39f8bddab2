import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { constantsHandlers } from '../../mocks/constants.handlers';
import { federalConstantsFixture } from '../../fixtures/constants';
import { constantsSaga } from '../../state/constants.sagas';
import { constantsSlice } from '../../state/constants.slice';
import { CONSTANTS_MESSAGES as M } from '../../constants.messages';
import { SystemConstants } from './SystemConstants';

const meta = {
  title: 'Features/Constants/SystemConstants',
  component: SystemConstants,
  parameters: {
    store: { slices: [constantsSlice], saga: constantsSaga },
    msw: [constantsHandlers.success()],
  },
} satisfies Meta<typeof SystemConstants>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vigil')).toBeVisible();
    await expect(canvas.getByText('6.0.0')).toBeVisible();
    await expect(canvas.getByText(M.pageSize).nextElementSibling).toHaveTextContent('20');
    await expect(canvas.getByText(M.userNameMax).nextElementSibling).toHaveTextContent('30');
  },
};

export const Loading: Story = {
  parameters: { msw: [constantsHandlers.loading()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(M.loading);
    await expect(canvas.getByRole('region', { name: M.title })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: { msw: [constantsHandlers.failure(503, 'Service Unavailable')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`${M.loadFailed} Service Unavailable`);
  },
};

export const RetriesAfterError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(constantsHandlers.failingOnce());
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: M.retry }));
    await expect(await canvas.findByText('Vigil')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const FederalVersion: Story = {
  parameters: { msw: [constantsHandlers.success(federalConstantsFixture)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('6.0.0-FED 1234')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vigil')).toBeVisible();
  },
};
