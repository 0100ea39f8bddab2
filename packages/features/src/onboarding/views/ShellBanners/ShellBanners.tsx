import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Banner, Button } from '@vigil/ui';
import {
  dataScopeDisconnectRequested,
  tenantDisconnectRequested,
  userImpersonationEndRequested,
} from '../../../shell/state/shell.slice';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { selectShellBanners, type ShellBanner } from '../../state/onboarding.selectors';

const Stack = styled.div`
  display: grid;
`;

export interface ShellBannersProps {
  /**
   * Hides every banner (the app hides the overlay on /administration).
   * @default false
   */
  isHidden?: boolean;
}

function BannerContent({ banner }: { banner: ShellBanner }) {
  const dispatch = useDispatch();
  switch (banner.kind) {
    case 'impersonation':
      return (
        <Banner
          severity={banner.severity}
          action={
            <Button size="sm" onPress={() => dispatch(userImpersonationEndRequested())}>
              {M.stopImpersonating}
            </Button>
          }
        >
          {M.impersonating} <strong>{banner.userName}</strong>
        </Banner>
      );
    case 'dataScope':
      return (
        <Banner
          severity={banner.severity}
          action={
            <Button size="sm" aria-label={M.disconnectDataScopeLabel(banner.name)} onPress={() => dispatch(dataScopeDisconnectRequested())}>
              {M.disconnect}
            </Button>
          }
        >
          {M.connectedDataScope} <strong>{banner.name}</strong>
        </Banner>
      );
    case 'tenant':
      return (
        <Banner
          severity={banner.severity}
          action={
            <Button size="sm" aria-label={M.disconnectTenantLabel(banner.name)} onPress={() => dispatch(tenantDisconnectRequested())}>
              {M.disconnect}
            </Button>
          }
        >
          {M.connectedTenant} <strong>{banner.name}</strong>
        </Banner>
      );
    case 'contract':
      return <Banner severity={banner.severity}>{banner.expired ? M.contractExpired : M.contractDaysLeft(banner.daysLeft)}</Banner>;
    case 'trial':
      return <Banner severity={banner.severity}>{banner.expired ? M.trialExpired : M.trialDaysLeft(banner.daysLeft)}</Banner>;
    case 'notification':
      return <Banner severity={banner.severity}>{banner.message}</Banner>;
  }
}

/**
 * The banners over the signed-in shell: impersonation and connections (with their way out), the
 * admins' contract end, the trial end and the important notifications.
 */
export function ShellBanners({ isHidden = false }: ShellBannersProps) {
  const banners = useSelector(selectShellBanners);
  if (isHidden || banners.length === 0) return null;
  return (
    <Stack>
      {banners.map((banner, index) => (
        <BannerContent key={`${banner.kind}-${index}`} banner={banner} />
      ))}
    </Stack>
  );
}
