import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState, type ComponentType } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Spinner } from '@vigil/ui';
import { AREA_ROUTE_MESSAGES, LoadFailureBoundary } from './AreaRoute';
import { CHUNK_LOAD_FAILED, SCRIPT_LOAD_FAILED, lazyRemote, lazyScreen } from './loadScreen';

function LoadedScreen() {
  return <p>The screen loaded.</p>;
}

/** A loader whose first `failures` calls fail, as a chunk missing after a deploy or a network drop does. */
const failingLoader = (failures: number) => {
  let calls = 0;
  return () => {
    calls += 1;
    return calls <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ Component: LoadedScreen });
  };
};

interface LoadFailureProps {
  /** What fails to load: a screen's chunk or a remote part's script. */
  kind: 'chunk' | 'script';
  /** How many loads fail before one works (the automatic retry is the second). */
  failures: number;
}

/** An area's page whose code fails to load, in the boundary AreaRoute puts around every screen. */
function LoadFailure({ kind, failures }: LoadFailureProps) {
  const [Screen] = useState<ComponentType>(() => (kind === 'script' ? lazyRemote : lazyScreen)(failingLoader(failures), { retryDelayMs: 0 }));
  return (
    <LoadFailureBoundary>
      <Suspense fallback={<Spinner label={AREA_ROUTE_MESSAGES.loading} />}>
        <Screen />
      </Suspense>
    </LoadFailureBoundary>
  );
}

const meta = {
  title: 'App/AreaRoute/LoadFailure',
  component: LoadFailure,
  args: { kind: 'chunk', failures: Number.POSITIVE_INFINITY },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's chunk failed twice (the load and its automatic retry). */
export const ChunkLoadFailed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CHUNK_LOAD_FAILED)).toBeVisible();
    await expect(canvas.getByText(AREA_ROUTE_MESSAGES.chunkHint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: AREA_ROUTE_MESSAGES.retry })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: AREA_ROUTE_MESSAGES.reload })).toBeEnabled();
  },
};

/** A remote part's script failed twice. */
export const ScriptLoadFailed: Story = {
  args: { kind: 'script' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SCRIPT_LOAD_FAILED)).toBeVisible();
    await expect(canvas.getByText(AREA_ROUTE_MESSAGES.scriptHint)).toBeVisible();
    await expect(canvas.queryByText(CHUNK_LOAD_FAILED)).toBeNull();
  },
};

/** Try again loads the chunk anew in place: the third load works, and no page reload happened. */
export const TryAgainLoadsWithoutReload: Story = {
  args: { failures: 2 },
  play: async ({ canvas }) => {
    await canvas.findByText(CHUNK_LOAD_FAILED);
    const marker = Symbol('no reload');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    await userEvent.click(canvas.getByRole('button', { name: AREA_ROUTE_MESSAGES.retry }));
    await expect(await canvas.findByText('The screen loaded.')).toBeVisible();
    await expect(canvas.queryByText(CHUNK_LOAD_FAILED)).toBeNull();
    await expect((window as unknown as Record<symbol, boolean>)[marker]).toBe(true);
  },
};

/** Try again after a failure that lasts: the message comes back, ready for another try. */
export const TryAgainFailsAgain: Story = {
  tags: ['no-screenshot'],
  args: { kind: 'script' },
  play: async ({ canvas }) => {
    await canvas.findByText(SCRIPT_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: AREA_ROUTE_MESSAGES.retry }));
    await expect(await canvas.findByText(SCRIPT_LOAD_FAILED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: AREA_ROUTE_MESSAGES.retry })).toBeVisible();
  },
};
