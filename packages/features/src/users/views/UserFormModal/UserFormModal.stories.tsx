import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IT_ROLE_ID, VIEWER_ROLE_ID } from '@vigil/openapi/mocks';
import { usersDataScopesFixture, usersFixture } from '../../fixtures/users';
import { usersStoryKit, type UsersStoryKit } from '../../mocks/usersStory';
import { userFormOpened, usersScreenOpened } from '../../state/users.slice';
import { USERS_MESSAGES as M } from '../../users.messages';
import { UserFormModal } from './UserFormModal';

const meta = {
  title: 'Features/Users/UserFormModal',
  component: UserFormModal,
} satisfies Meta<typeof UserFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const jsmith = usersFixture[1];

const pageOf = (element: HTMLElement) => within(element.ownerDocument.body);
type Body = ReturnType<typeof pageOf>;

/** The form opened for a new user (null) or for `user`, with roles, scopes and the password policy loaded. */
function formStory(user: typeof jsmith | null, play: (body: Body, kit: UsersStoryKit) => Promise<void>, extra: Pick<Story, 'tags'> = {}): Story {
  const kit = usersStoryKit({ actions: [usersScreenOpened(), userFormOpened(user ?? null)] });
  return {
    ...extra,
    parameters: kit.parameters,
    beforeEach: ({ msw }) => {
      kit.reset(msw);
    },
    play: async ({ canvasElement }) => {
      const body = pageOf(canvasElement);
      await body.findByRole('dialog', { name: user ? M.editTitle(user.user_name) : M.createTitle });
      await play(body, kit);
    },
  };
}

const bodyOf = (kit: UsersStoryKit, call: string) => kit.calls.find((item) => item.call === call)?.body;

async function pick(body: Body, field: RegExp, option: string) {
  await userEvent.click(body.getByRole('button', { name: field }));
  await userEvent.click(await body.findByRole('option', { name: option }));
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

/** Add User with the password policy's hints. */
export const Create = formStory(null, async (body, kit) => {
  await waitFor(() => expect(body.getByText('Password must:')).toBeVisible());
  await userEvent.type(body.getByRole('textbox', { name: M.userName }), 'tnguyen');
  await userEvent.type(body.getByRole('textbox', { name: M.firstName }), 'Thi');
  await userEvent.type(body.getByRole('textbox', { name: M.lastName }), 'Nguyen');
  await userEvent.type(body.getByRole('textbox', { name: M.email }), 'tnguyen@example.com');
  await userEvent.type(body.getByLabelText(M.password), 'S3cure!pass');
  await pick(body, /Role$/, 'IT');
  await pick(body, /Data Scope$/, 'EMEA Offices');
  await userEvent.click(body.getByRole('button', { name: M.create }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await expect(bodyOf(kit, 'POST /settings/users')).toEqual({
    user_name: 'tnguyen',
    first_name: 'Thi',
    last_name: 'Nguyen',
    email: 'tnguyen@example.com',
    password: 'S3cure!pass',
    role_id: IT_ROLE_ID,
    data_scope_id: usersDataScopesFixture[1]?.uuid,
  });
}, noScreenshot);

/** The spec's messages: a user name is required, and the e-mail must be valid. */
export const ValidationMessages = formStory(null, async (body, kit) => {
  await userEvent.type(body.getByRole('textbox', { name: M.email }), 'not-an-address');
  await userEvent.click(body.getByRole('button', { name: M.create }));
  await expect(await body.findByText(M.userNameRequired)).toBeVisible();
  await expect(body.getByText(M.emailInvalid)).toBeVisible();
  await expect(bodyOf(kit, 'POST /settings/users')).toBeUndefined();
});

/** The server refuses a user name that is taken; its message shows in the form. */
export const CreateRefused = formStory(null, async (body) => {
  await userEvent.type(body.getByRole('textbox', { name: M.userName }), 'admin');
  await userEvent.click(body.getByRole('button', { name: M.create }));
  await expect(await body.findByText('A user named admin already exists')).toBeVisible();
});

/** Edit: the user's values filled in, no password field; Save sends the changes. */
export const Edit = formStory(jsmith ?? null, async (body, kit) => {
  const firstName = body.getByRole('textbox', { name: M.firstName });
  await expect(firstName).toHaveValue(jsmith?.first_name);
  await expect(body.queryByLabelText(M.password)).toBeNull();
  await userEvent.clear(firstName);
  await userEvent.type(firstName, 'Johnny');
  await pick(body, /Role$/, 'Viewer');
  await userEvent.click(body.getByRole('button', { name: M.save }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await expect(bodyOf(kit, `PUT /settings/users/${jsmith?.uuid ?? ''}`)).toEqual({
    uuid: jsmith?.uuid,
    user_name: 'jsmith',
    first_name: 'Johnny',
    last_name: 'Smith',
    email: 'jsmith@example.com',
    role_id: VIEWER_ROLE_ID,
    data_scope_id: null,
  });
}, noScreenshot);

/** Edit, another data scope: what the user gains or loses shows before Save; back to None, it goes. */
export const EditDataScopePreview = formStory(jsmith ?? null, async (body, kit) => {
  await pick(body, /Data Scope$/, 'EMEA Offices');
  const preview = within(await body.findByRole('region', { name: M.previewTitle }));
  await expect(await preview.findByRole('article', { name: M.previewGroup(1) })).toBeVisible();
  await expect(preview.getByText('Sidebar areas: Graph')).toBeVisible();
  await expect(preview.getByText('Asset types: software')).toBeVisible();
  await expect(bodyOf(kit, 'POST /settings/users/assign_data_scope_bulk/preview')).toEqual({
    selection: { ids: [jsmith?.uuid], include: true },
    data_scope_id: usersDataScopesFixture[1]?.uuid,
  });
  await pick(body, /Data Scope$/, M.noDataScope);
  await waitFor(() => expect(body.queryByRole('region', { name: M.previewTitle })).toBeNull());
  await pick(body, /Data Scope$/, 'EMEA Offices');
  await expect(await body.findByText('Sidebar areas: Graph')).toBeVisible();
});
