import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ProfileUpdate } from '@vigil/openapi';
import { Alert, Button, Checkbox, CheckboxGroup, Modal, TextField } from '@vigil/ui';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { selectOnboardingDialog, selectProfileStatus } from '../../state/onboarding.selectors';
import { accountProfileSkipped, accountProfileSubmitted } from '../../state/onboarding.slice';
import { Actions, Fields, Form, Intro } from './FirstLoginPopup.styles';

/** The contract's longest department and title. */
const PROFILE_TEXT_MAX = 100;

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
      <CheckboxGroup label={M.interests} orientation="horizontal" value={interests} onChange={setInterests}>
        {M.interestOptions.map((option) => (
          <Checkbox key={option} value={option}>
            {option}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Fields>
        <TextField label={M.department} value={department} onChange={setDepartment} maxLength={PROFILE_TEXT_MAX} />
        <TextField label={M.jobTitle} value={title} onChange={setTitle} maxLength={PROFILE_TEXT_MAX} />
      </Fields>
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
