import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, EmptyState, Icon, Spinner } from '@vigil/ui';
import { tenantConnectRequested } from '../../../shell/state/shell.slice';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { selectSwitchingIdentity, selectTenants } from '../../state/navigation.selectors';
import { tenantsRequested } from '../../state/navigation.slice';
import { Page, TenantList } from './TenantsScreen.styles';

/** The Tenants Management page: the tenants to connect as, each with its Connect button. */
export function TenantsScreen() {
  const dispatch = useDispatch();
  const { status, items } = useSelector(selectTenants);
  const switching = useSelector(selectSwitchingIdentity);

  useEffect(() => {
    dispatch(tenantsRequested());
  }, [dispatch]);

  return (
    <Page aria-labelledby="tenants-title">
      <h1 id="tenants-title">{M.tenantsTitle}</h1>
      <p>{M.tenantsIntro}</p>
      {status === 'failed' ? (
        <EmptyState
          icon={<Icon name="error" size={32} />}
          title={M.tenantsErrorTitle}
          headingLevel={2}
          action={<Button onPress={() => dispatch(tenantsRequested())}>{M.tenantsRetry}</Button>}
        />
      ) : status !== 'loaded' ? (
        <Spinner label={M.tenantsLoading} />
      ) : items.length === 0 ? (
        <EmptyState title={M.tenantsEmptyTitle} description={M.tenantsEmptyBody} headingLevel={2} />
      ) : (
        <TenantList aria-label={M.tenantsTitle}>
          {items.map((tenant) => (
            <li key={tenant.id}>
              <span>{tenant.name}</span>
              <Button
                size="sm"
                aria-label={M.tenantConnectLabel(tenant.name)}
                isDisabled={switching}
                onPress={() => dispatch(tenantConnectRequested({ id: tenant.id, name: tenant.name }))}
              >
                {M.tenantConnect}
              </Button>
            </li>
          ))}
        </TenantList>
      )}
    </Page>
  );
}
