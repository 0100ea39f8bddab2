import { useId } from 'react';
import styled from 'styled-components';
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
