import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CurrentUser, ProfileUpdate } from '@vigil/openapi';
import { Alert, Button, Checkbox, CheckboxGroup, Form, FormActions, TextField } from '@vigil/ui';
import { PROFILE_TEXT_MAX_CHARS } from '../../account.constants';
import { ACCOUNT_MESSAGES as M } from '../../account.messages';
import { selectProfileSave } from '../../state/account.selectors';
import { profileSubmitted } from '../../state/account.slice';
import { Fields, Section } from './AccountScreen.styles';

/** Interests, department and title, starting from the current user's; saved with PATCH self. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectProfileSave);
  const [interests, setInterests] = useState<string[]>(user.interests ?? []);
  const [department, setDepartment] = useState(user.department ?? '');
  const [title, setTitle] = useState(user.title ?? '');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every field is sent: emptying one clears it on the server.
    const profile: ProfileUpdate = { interests, department: department.trim(), title: title.trim() };
    dispatch(profileSubmitted(profile));
  };

  return (
    <Section>
      <Form aria-label={M.profileTab} onSubmit={submit}>
        {status === 'failed' && (
          <Alert tone="error" title={M.profileSaveFailed}>
            {error ?? undefined}
          </Alert>
        )}
        <CheckboxGroup label={M.interests} orientation="horizontal" value={interests} onChange={setInterests}>
          {M.interestOptions.map((option) => (
            <Checkbox key={option} value={option}>
              {option}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <Fields>
          <TextField label={M.department} value={department} onChange={setDepartment} maxLength={PROFILE_TEXT_MAX_CHARS} />
          <TextField label={M.jobTitle} value={title} onChange={setTitle} maxLength={PROFILE_TEXT_MAX_CHARS} />
        </Fields>
        <FormActions>
          <Button type="submit" variant="primary" isLoading={status === 'saving'}>
            {M.saveProfile}
          </Button>
        </FormActions>
      </Form>
    </Section>
  );
}
