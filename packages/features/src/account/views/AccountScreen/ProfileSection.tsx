import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CurrentUser, ProfileUpdate } from '@vigil/openapi';
import { Alert, Button, Form, FormActions } from '@vigil/ui';
import { ProfileFields } from '../../../onboarding/views/ProfileFields';
import { ACCOUNT_MESSAGES as M } from '../../account.messages';
import { selectProfileSave } from '../../state/account.selectors';
import { profileSubmitted } from '../../state/account.slice';
import { Section } from './AccountScreen.styles';

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
        <ProfileFields
          interests={interests}
          onInterestsChange={setInterests}
          department={department}
          onDepartmentChange={setDepartment}
          title={title}
          onTitleChange={setTitle}
        />
        <FormActions>
          <Button type="submit" variant="primary" isLoading={status === 'saving'}>
            {M.saveProfile}
          </Button>
        </FormActions>
      </Form>
    </Section>
  );
}
