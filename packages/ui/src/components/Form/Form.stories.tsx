import { useState, type SyntheticEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form, FormActions } from './Form';

/** Login limits from the spec: 'username max 30; password max 40'. */
const USER_NAME_MAX_LENGTH_CHARS = 30;
const PASSWORD_MAX_LENGTH_CHARS = 40;

const messages = {
  userNameRequired: 'The username is required',
  passwordRequired: 'Please enter a password',
  fillRequired: 'Please fill in all required fields',
  loginFailed: 'Login failed.',
} as const;

interface LoginFormProps {
  onLogin: (credentials: { user_name: string; password: string }) => void;
  initialErrorMessage?: string;
}

/** The sign-in form as a consumer writes it: checks on submit, errors by field name. */
function LoginForm({ onLogin, initialErrorMessage }: LoginFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState(initialErrorMessage);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
    const userName = text(data.get('user_name'));
    const password = text(data.get('password'));
    const next: Record<string, string> = {};
    if (userName === '') next['user_name'] = messages.userNameRequired;
    if (password === '') next['password'] = messages.passwordRequired;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      setFormError(messages.fillRequired);
      return;
    }
    setFormError(undefined);
    onLogin({ user_name: userName, password });
  };

  return (
    <Form aria-label="Sign in" validationErrors={errors} errorMessage={formError} onSubmit={onSubmit}>
      <TextField label="User name" name="user_name" autoComplete="username" isRequired maxLength={USER_NAME_MAX_LENGTH_CHARS} />
      <PasswordField label="Password" name="password" isRequired maxLength={PASSWORD_MAX_LENGTH_CHARS} />
      <FormActions align="stretch">
        <Button type="submit" variant="primary">
          Login
        </Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: Form,
  args: { children: null, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Form {...args} aria-label="Workspace">
      <TextField label="Name" name="name" isRequired defaultValue="EMEA operations" maxLength={50} />
      <TextField label="Description" name="description" isMultiline description="Shown to members in the workspace picker." />
      <FormActions>
        <Button type="reset">Cancel</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </FormActions>
    </Form>
  ),
};

export const Login: Story = {
  render: (args) => <LoginForm onLogin={args.onSubmit as LoginFormProps['onLogin']} />,
};

export const Error: Story = {
  render: (args) => <LoginForm onLogin={args.onSubmit as LoginFormProps['onLogin']} initialErrorMessage={messages.loginFailed} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.loginFailed);
  },
};

export const ServerErrors: Story = {
  render: (args) => (
    <Form {...args} aria-label="Sign up" validationErrors={{ contact_email: 'Please enter a valid email address' }}>
      <TextField label="E-mail" name="contact_email" type="email" isRequired defaultValue="soc@vigil" maxLength={50} />
      <TextField label="User name" name="user_name" defaultValue="admin" isDisabled />
      <FormActions align="stretch">
        <Button type="submit" variant="primary">
          Create account
        </Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    // Editing the field clears its server error once the change is committed.
    await userEvent.click(email);
    await userEvent.keyboard('.example');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Error.render,
};

export const LoginShowsRequiredErrors: Story = {
  render: Login.render,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const userName = canvas.getByRole('textbox', { name: 'User name' });
    const password = canvas.getByLabelText(/^Password/);
    await expect(canvas.getByText(messages.userNameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.fillRequired);
    await waitFor(() => expect(userName).toHaveFocus());
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoginSubmitsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  render: Login.render,
  play: async ({ args, canvas }) => {
    const userName = canvas.getByRole('textbox', { name: 'User name' });
    await userEvent.tab();
    await expect(userName).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Both are empty: the first invalid field keeps focus.
    await waitFor(() => expect(userName).toHaveFocus());
    await userEvent.keyboard('j.doe{Enter}');
    await expect(userName).not.toHaveAttribute('aria-invalid');
    const password = canvas.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.queryByText(messages.userNameRequired)).toBeNull();
    await userEvent.keyboard('s3cret!{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ user_name: 'j.doe', password: 's3cret!' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const StopsAtMaxLength: Story = {
  tags: ['no-screenshot'],
  render: Login.render,
  play: async ({ canvas }) => {
    const userName = canvas.getByRole('textbox', { name: 'User name' });
    await userEvent.click(userName);
    await userEvent.keyboard('u'.repeat(USER_NAME_MAX_LENGTH_CHARS + 5));
    await expect(userName).toHaveValue('u'.repeat(USER_NAME_MAX_LENGTH_CHARS));
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.click(password);
    await userEvent.keyboard('p'.repeat(PASSWORD_MAX_LENGTH_CHARS + 5));
    await expect(password).toHaveValue('p'.repeat(PASSWORD_MAX_LENGTH_CHARS));
  },
};

export const NativeConstraintsBlockSubmit: Story = {
  render: (args) => (
    <Form {...args} aria-label="Sign in" validationBehavior="native">
      <TextField
        label="User name"
        name="user_name"
        isRequired
        maxLength={USER_NAME_MAX_LENGTH_CHARS}
        errorMessage={({ validationDetails }) => (validationDetails.valueMissing ? messages.userNameRequired : undefined)}
      />
      <PasswordField
        label="Password"
        name="password"
        isRequired
        maxLength={PASSWORD_MAX_LENGTH_CHARS}
        errorMessage={({ validationDetails }) => (validationDetails.valueMissing ? messages.passwordRequired : undefined)}
      />
      <FormActions align="stretch">
        <Button type="submit" variant="primary">
          Login
        </Button>
      </FormActions>
    </Form>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(messages.userNameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'User name' })).toHaveFocus();
  },
};
