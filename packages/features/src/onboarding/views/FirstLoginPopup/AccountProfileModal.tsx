import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ProfileUpdate } from '@vigil/openapi';
import { Alert, Button, Modal } from '@vigil/ui';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { selectOnboardingDialog, selectProfileStatus } from '../../state/onboarding.selectors';
import { accountProfileSkipped, accountProfileSubmitted } from '../../state/onboarding.slice';
import { ProfileFields } from '../ProfileFields';
import { Actions, Form, Intro } from './FirstLoginPopup.styles';

/** The contract's longest department and title. */

function ProfileForm() {
  const dispatch = useDispatch();
  const status = useSelector(selectProfileStatus);
  const [interests, setInterests] = useState<string[]>([]);
  const [department, setDepartment] = useState('');
  const [title, setTitle] = useState('');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Empty text fields are left out: they keep their value.
    const profile: ProfileUpdate = { interests };
    if (department.trim()) profile.department = department.trim();
    if (title.trim()) profile.title = title.trim();
    dispatch(accountProfileSubmitted(profile));
  };

  return (
    <Form onSubmit={submit}>
      <Intro>{M.profileIntro}</Intro>
      {status === 'failed' && <Alert tone="error">{M.profileSaveFailed}</Alert>}
      <ProfileFields
        interests={interests}
        onInterestsChange={setInterests}
        department={department}
        onDepartmentChange={setDepartment}
        title={title}
        onTitleChange={setTitle}
      />
      <Actions>
        <Button onPress={() => dispatch(accountProfileSkipped())}>{M.profileSkip}</Button>
        <Button type="submit" variant="primary" isLoading={status === 'saving'}>
          {M.profileContinue}
        </Button>
      </Actions>
    </Form>
  );
}

/** The first-login account profile (875 by 481): interests, department and title, saved with PATCH self. */
export function AccountProfileModal() {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectOnboardingDialog) === 'accountProfile';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) dispatch(accountProfileSkipped());
      }}
      title={M.profileTitle}
      size="accountProfile"
      isDismissable={false}
    >
      <ProfileForm />
    </Modal>
  );
}
