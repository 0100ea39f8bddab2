import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ldapDomainFixture, ldapTestOkFixture, ldapTestRefusedFixture } from '../../fixtures/identity';
import { IDENTITY_MESSAGES as M } from '../../identity.messages';
import { identityHandlers } from '../../mocks/identity.handlers';
import { ExtraHost } from '../../testing/ExtraHost';
import { identityStore } from '../../testing/identityStore';
import { LdapTestConnection } from './LdapTestConnection';

const meta = {
  title: 'Features/GlobalSettings/Identity/LdapTestConnection',
  component: LdapTestConnection,
  // `id`: a form's own row key, which is not sent.
  args: { section: 'ldap', item: { ...ldapDomainFixture, id: 'row-1' }, onPatch: fn() },
  parameters: { store: identityStore },
  render: (args) => <ExtraHost extra={LdapTestConnection} {...args} />,
} satisfies Meta<typeof LdapTestConnection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bodies the story's server received. */
const sent: unknown[] = [];

const testButton = (element: HTMLElement) => within(element).findByRole('button', { name: M.testConnection });

/** Before a test: the button alone. */
export const Playground: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(await testButton(canvasElement)).toBeEnabled();
  },
};

/** The directory answered: reachable, bound, a user found under the base DN. */
export const Succeeds: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.ldapTest(ldapTestOkFixture, sent));
  },
  play: async ({ canvasElement, args }) => {
    sent.length = 0;
    await userEvent.click(await testButton(canvasElement));
    const result = await within(canvasElement).findByRole('status');
    await expect(result).toHaveTextContent(M.testWorked);
    await expect(result).toHaveTextContent(ldapTestOkFixture.message);
    await expect(result).toHaveTextContent('uid=jdoe,ou=people,dc=corp,dc=example');
    await expect(args.onPatch).not.toHaveBeenCalled();
    await expect(sent).toEqual([ldapDomainFixture]);
  },
};

/** A step failed: the bind was refused, said in a sentence. */
export const Fails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.ldapTest(ldapTestRefusedFixture));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await testButton(canvasElement));
    const result = await within(canvasElement).findByRole('alert');
    await expect(result).toHaveTextContent(M.testFailed.invalid_credentials);
    await expect(result).toHaveTextContent(ldapTestRefusedFixture.message);
  },
};

/** While the server connects, binds and searches. */
export const Testing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.ldapTestPending());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await testButton(canvasElement));
    await expect(await within(canvasElement).findByText(M.testing)).toBeVisible();
  },
};
