// Shared set-up of the login screen's stories: the real auth and constants reducers and sagas,
// a browser whose redirects are recorded, a frozen clock (countdowns hold still for screenshots).
import type { StoryContext } from '@storybook/react-vite';
import { all, call } from 'redux-saga/effects';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW } from '@vigil/openapi/mocks';
import { constantsSaga } from '../../../constants/state/constants.sagas';
import { constantsSlice } from '../../../constants/state/constants.slice';
import { constantsHandlers } from '../../../constants/mocks/constants.handlers';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { createAuthStorage } from '../../authStorage';
import { authScenario, type AuthScenario } from '../../mocks/auth.handlers';
import { createAuthSaga } from '../../state/auth.sagas';
import { authSlice } from '../../state/auth.slice';
import { sessionSlice } from '../../../session/state/session.slice';

/** Where the stories' browser was sent (SAML, referrers). */
export const storyAssign = fn<(url: string) => void>().mockName('browser.assign');

/** The stories' clock: FIXTURE_NOW, standing still. */
export const STORY_NOW_MS = Date.parse(FIXTURE_NOW);

const storyAuthSaga = createAuthSaga({
  browser: {
    assign: (url) => {
      storyAssign(url);
    },
    get origin() {
      return window.location.origin;
    },
  },
  now: () => STORY_NOW_MS,
});

/** `parameters.store` of the login screen's stories. */
export const authStoryStore = {
  // The session's slice for what the login page reads of it: why the last session ended.
  slices: [authSlice, constantsSlice, sessionSlice] as [typeof authSlice, typeof constantsSlice, typeof sessionSlice],
  *saga() {
    yield all([call(storyAuthSaga), call(constantsSaga)]);
  },
};

/** The HTTP answers of a scenario, with the constants (version 6_0_0). */
export const authStoryHandlers = (scenario: AuthScenario = {}) => [...authScenario(scenario), constantsHandlers.success()];

/** Forgets what earlier stories left in localStorage, and the recorded redirects. */
export function resetAuthStory() {
  createAuthStorage().clear();
  storyAssign.mockClear();
}

/** The `canvas` a play function gets. */
export type StoryCanvas = StoryContext['canvas'];

/** The field labelled `label` (its label may end with the required marker). */
export const fieldLabelled = (canvas: StoryCanvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}\\*?$`));
type Canvas = StoryCanvas;

/** Waits for the screen to finish loading (the version shows last). */
export async function loaded(canvas: Canvas) {
  await canvas.findByText(M.version('6.0.0'), undefined, { timeout: 5000 });
  await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
}

/** Types a user name and password into the standard form and presses Login. */
export async function submitLogin(canvas: Canvas, userName = 'admin', password = 'correct horse') {
  await loaded(canvas);
  await userEvent.type(canvas.getByRole('textbox', { name: M.userNameLabel }), userName);
  await userEvent.type(canvas.getByLabelText(new RegExp(`^${M.passwordLabel}`)), password);
  await userEvent.click(canvas.getByRole('button', { name: M.loginButton }));
}

/** The toasts live in a region outside the story's root. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closes the toast with `title` so screenshots never catch it half-way through its timeout. */
export async function closeToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  const toast = await body.findByText(title);
  const item = toast.closest('[role="alertdialog"]') ?? toast.parentElement?.parentElement ?? toast;
  const close = within(item as HTMLElement).queryByRole('button', { name: 'Close' }) ?? body.getAllByRole('button', { name: 'Close' })[0];
  if (close) await userEvent.click(close);
  await waitFor(() => expect(body.queryByText(title)).not.toBeInTheDocument());
}
