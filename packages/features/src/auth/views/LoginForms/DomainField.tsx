import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Select, SelectItem, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { selectLdapDomains } from '../../state/auth.selectors';

/** The chosen domain of the LDAP and smartcard forms: a pick of the configured domains, or `typed` (the text field's value) when none are. */
export function useDomainChoice() {
  const { domains, preselected } = useSelector(selectLdapDomains);
  const [domain, setDomain] = useState<string | null>(preselected);
  return { domains, domain, setDomain, chosen: (typed: string) => (domains.length > 0 ? (domain ?? '') : typed.trim()) };
}

interface DomainFieldProps {
  choice: ReturnType<typeof useDomainChoice>;
  error: string | undefined;
  autoFocus?: boolean;
}

/** The domain field: a select of the configured domains, or a text field when there are none. */
export function DomainField({ choice: { domains, domain, setDomain }, error, autoFocus = false }: DomainFieldProps) {
  if (domains.length === 0) return <TextField label={M.domainLabel} name="domain" isRequired autoFocus={autoFocus} />;
  return (
    <Select
      label={M.domainLabel}
      name="domain"
      isRequired
      autoFocus={autoFocus}
      value={domain}
      onChange={(key) => {
        setDomain(key === null ? null : String(key));
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
    >
      {domains.map((name) => (
        <SelectItem key={name} id={name}>
          {name}
        </SelectItem>
      ))}
    </Select>
  );
}
