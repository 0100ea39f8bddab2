import { useState, type ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { Button, createToaster, ToastProvider } from '@vigil/ui';
import { accessUserFixture } from '../fixtures/userAccess';
import { createUserAccessSaga } from '../state/userAccess.sagas';
import { userAccessSlice, type AccessUser } from '../state/userAccess.slice';

interface AccessModalProps {
  user: AccessUser;
  isOpen: boolean;
  onClose: () => void;
}

export interface AccessStoryOptions {
  /** The modal under test. */
  modal: ComponentType<AccessModalProps>;
  /** @default jsmith */
  user?: AccessUser;
  handlers: RequestHandler[];
}

/** The parameters and render of an access modal story. */
export interface AccessStory {
  parameters: Record<string, unknown>;
  render: () => React.JSX.Element;
}

/**
 * A story of one access modal, open on mount (a button opens it again once closed), with its own
 * toaster and store; `log` hears every call the handlers record.
 */
export function accessStory({ modal: AccessModal, user = accessUserFixture, handlers }: AccessStoryOptions): AccessStory {
  const toaster = createToaster();
  function Harness() {
    const [isOpen, setOpen] = useState(true);
    return (
      <ToastProvider toaster={toaster}>
        <Button onPress={() => { setOpen(true); }}>Open</Button>
        <AccessModal user={user} isOpen={isOpen} onClose={() => { setOpen(false); }} />
      </ToastProvider>
    );
  }
  return {
    parameters: {
      store: { slices: [userAccessSlice], saga: createUserAccessSaga({ toaster }) },
      msw: { handlers },
    },
    render: () => <Harness />,
  };
}

/** Queries over the whole page: dialogs and toasts render outside the canvas. */
export const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until no overlay is entering or leaving, for a still screenshot. */
export async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}
