import { useId } from 'react';
import styled from 'styled-components';
import { PasswordField, type PasswordFieldProps } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';

const Hints = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/** The 'Password must:' list of an active password policy (spec 5). */
export function PasswordPolicyHints({ hints, id }: { hints: readonly string[]; id?: string }) {
  const titleId = useId();
  if (hints.length === 0) return null;
  return (
    <Hints id={id}>
      <p id={titleId}>{M.policyTitle}</p>
      <ul aria-labelledby={titleId}>
        {hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
    </Hints>
  );
}

export type NewPasswordFieldProps = Omit<PasswordFieldProps, 'aria-describedby' | 'autoComplete'> & {
  /** The active policy's hints; none: no list. */
  hints: readonly string[];
};

/** A new password's field with the policy's 'Password must:' list under it, which describes the field. */
export function NewPasswordField({ hints, ...field }: NewPasswordFieldProps) {
  const hintsId = useId();
  return (
    <>
      <PasswordField {...field} autoComplete="new-password" aria-describedby={hints.length > 0 ? hintsId : undefined} />
      <PasswordPolicyHints hints={hints} id={hintsId} />
    </>
  );
}
