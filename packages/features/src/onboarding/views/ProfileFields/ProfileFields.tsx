import styled from 'styled-components';
import { Checkbox, CheckboxGroup, TextField } from '@vigil/ui';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';

/** The contract's longest department and job title (ProfileUpdate). */
export const PROFILE_TEXT_MAX_CHARS = 100;

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface ProfileFieldsProps {
  interests: string[];
  onInterestsChange: (interests: string[]) => void;
  department: string;
  onDepartmentChange: (department: string) => void;
  title: string;
  onTitleChange: (title: string) => void;
}

/** The account profile's fields (interests, department, job title): the first-login popup's and My Account's. */
export function ProfileFields({ interests, onInterestsChange, department, onDepartmentChange, title, onTitleChange }: ProfileFieldsProps) {
  return (
    <>
      <CheckboxGroup label={M.interests} orientation="horizontal" value={interests} onChange={onInterestsChange}>
        {M.interestOptions.map((option) => (
          <Checkbox key={option} value={option}>
            {option}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Fields>
        <TextField label={M.department} value={department} onChange={onDepartmentChange} maxLength={PROFILE_TEXT_MAX_CHARS} />
        <TextField label={M.jobTitle} value={title} onChange={onTitleChange} maxLength={PROFILE_TEXT_MAX_CHARS} />
      </Fields>
    </>
  );
}
