import { useState, type SyntheticEvent } from 'react';
import type { Key } from 'react-aria-components';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, FormActions, Modal, Select, SelectItem, TextField } from '@vigil/ui';
import { EMAIL_MAX_CHARS, PASSWORD_MAX_CHARS, USER_NAME_MAX_CHARS } from '../../../auth/auth.constants';
import { passwordPolicyHints } from '../../../auth/passwordPolicy';
import { NewPasswordField } from '../../../auth/views/PasswordPolicyHints/PasswordPolicyHints';
import { USERS_MESSAGES as M } from '../../users.messages';
import { checkUserForm } from '../../userForm';
import {
  selectDataScopePreview,
  selectUserForm,
  selectUsersDataScopes,
  selectUsersPasswordPolicy,
  selectUsersRoles,
} from '../../state/users.selectors';
import { dataScopePreviewCleared, dataScopePreviewRequested, userFormClosed, userFormSubmitted } from '../../state/users.slice';
import { AccessPreview } from '../AccessPreview/AccessPreview';

const NO_SCOPE = 'none';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Add User and Edit in one form (POST settings/users, PUT settings/users/{uuid}); the server's refusal shows on top. */
export function UserFormModal() {
  const dispatch = useDispatch();
  const form = useSelector(selectUserForm);
  const roles = useSelector(selectUsersRoles);
  const scopes = useSelector(selectUsersDataScopes);
  const hints = passwordPolicyHints(useSelector(selectUsersPasswordPolicy));
  const preview = useSelector(selectDataScopePreview);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const user = form.user;
  const title = user ? M.editTitle(user.user_name) : M.createTitle;
  const close = () => {
    setErrors({});
    dispatch(userFormClosed());
  };

  // Editing, another data scope shows what the user gains or loses before Save. None is not
  // previewed: the server previews assignments only ('Global (Unrestricted)' lifts a restriction).
  const onDataScopeChange = (key: Key | null) => {
    if (!user) return;
    const id = key === null ? NO_SCOPE : String(key);
    if (id === NO_SCOPE || id === (user.data_scope_id ?? NO_SCOPE)) dispatch(dataScopePreviewCleared());
    else dispatch(dataScopePreviewRequested({ dataScopeId: id, userId: user.uuid }));
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const scope = text(data, 'data_scope_id');
    const values = {
      user_name: text(data, 'user_name').trim(),
      first_name: text(data, 'first_name').trim(),
      last_name: text(data, 'last_name').trim(),
      email: text(data, 'email').trim(),
      password: text(data, 'password'),
      role_id: text(data, 'role_id') || null,
      data_scope_id: scope && scope !== NO_SCOPE ? scope : null,
    };
    const found = checkUserForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(userFormSubmitted(values));
  };

  return (
    <Modal
      isOpen={form.open}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      size="md"
    >
      <Form aria-label={title} validationErrors={errors} errorMessage={form.error ?? undefined} onSubmit={onSubmit}>
        <TextField label={M.userName} name="user_name" isRequired maxLength={USER_NAME_MAX_CHARS} defaultValue={user?.user_name ?? ''} autoFocus />
        <TextField label={M.firstName} name="first_name" defaultValue={user?.first_name ?? ''} />
        <TextField label={M.lastName} name="last_name" defaultValue={user?.last_name ?? ''} />
        <TextField label={M.email} name="email" type="email" maxLength={EMAIL_MAX_CHARS} defaultValue={user?.email ?? ''} />
        {!user && <NewPasswordField label={M.password} name="password" maxLength={PASSWORD_MAX_CHARS} hints={hints} />}
        <Select<{ id: string; name: string }>
          label={M.roleLabel}
          name="role_id"
          placeholder={M.chooseRole}
          defaultValue={user?.role_id}
          items={roles.map((role) => ({ id: role.uuid, name: role.name }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select<{ id: string; name: string }>
          label={M.dataScopeLabel}
          name="data_scope_id"
          defaultValue={user?.data_scope_id ?? NO_SCOPE}
          items={[{ id: NO_SCOPE, name: M.noDataScope }, ...scopes.items.map((scope) => ({ id: scope.uuid, name: scope.name }))]}
          onChange={onDataScopeChange}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        {user && <AccessPreview status={preview.status} preview={preview.value} />}
        <FormActions>
          <Button variant="ghost" onPress={close}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={form.submitting}>
            {user ? M.save : M.create}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
