import { Alert, Button } from '@vigil/ui';
import type { LdapSectionDomain, LdapTestResult } from '@vigil/openapi';
import { FeatureGate } from '../../../../store/FeatureGate';
import type { ItemExtraProps } from '../../../sectionExtras';
import { identityFeatures } from '../../identity.feature';
import { IDENTITY_MESSAGES as M } from '../../identity.messages';
import { useIdentityCheck } from '../../state/useIdentityCheck';
import { Details, ExtraRoot, LiveResult, Running } from '../identity.styles';

const DOMAIN_FIELDS = ['domain_display_name', 'url', 'domain_controllers', 'base_dn', 'bind_dn', 'bind_password', 'user_filter', 'default_role_id', 'tls'] as const satisfies readonly (keyof LdapSectionDomain)[];

/** The domain's own fields of the form's item (a form may keep keys of its own, such as a row id, which the contract refuses). */
const domainOf = (item: Record<string, unknown>) =>
  Object.fromEntries(DOMAIN_FIELDS.filter((field) => field in item).map((field) => [field, item[field]])) as unknown as LdapSectionDomain;

function LdapTestResultView({ result }: { result: LdapTestResult }) {
  return (
    <Alert tone={result.ok ? 'success' : 'error'} title={result.failure ? M.testFailed[result.failure] : M.testWorked}>
      {result.message}
      <Details>
        <dt>{M.server}</dt>
        <dd>{result.server}</dd>
        {result.bound_as !== null && (
          <>
            <dt>{M.boundAs}</dt>
            <dd>{result.bound_as || M.anonymous}</dd>
          </>
        )}
        {result.sample_count !== null && (
          <>
            <dt>{M.sampleUser}</dt>
            <dd>{result.sample_dn ?? M.noSampleUser}</dd>
          </>
        )}
      </Details>
    </Alert>
  );
}

function LdapTestConnectionView({ item }: Pick<ItemExtraProps, 'item'>) {
  const { check, run } = useIdentityCheck('ldapTest');
  return (
    <ExtraRoot>
      <Button
        isLoading={check.status === 'loading'}
        onPress={() => {
          // The server checks the domain as a save would, and says what does not fit.
          run(domainOf(item));
        }}
      >
        {M.testConnection}
      </Button>
      <LiveResult aria-live="polite">
        {check.status === 'loading' && (
          // The button shows the spinner; the line says what runs.
          <Running>{M.testing}</Running>
        )}
        {check.status === 'failed' && (
          <Alert tone="error" title={M.testCouldNotRun}>
            {check.message}
          </Alert>
        )}
        {check.status === 'done' && <LdapTestResultView result={check.result} />}
      </LiveResult>
    </ExtraRoot>
  );
}

/** Beside an LDAP domain (`ldap.domains`): tests it for real (connect, TLS, bind, one search) and tells what it found or which step failed. */
export function LdapTestConnection({ item }: ItemExtraProps) {
  return (
    <FeatureGate features={identityFeatures}>
      <LdapTestConnectionView item={item} />
    </FeatureGate>
  );
}
