// Stories only: the Campaigns area's addresses as the app routes them (packages/app screens/lazy/Campaigns.tsx).
import { useLocation, useParams, useRoutes } from 'react-router-dom';
import styled from 'styled-components';
import { NEW_CAMPAIGN_ID } from '../campaigns.constants';
import { CampaignCreateScreen } from './CampaignCreateScreen/CampaignCreateScreen';
import { CampaignScreen } from './CampaignScreen/CampaignScreen';
import { CampaignsScreen } from './CampaignsScreen/CampaignsScreen';

function Campaign() {
  const campaignId = useParams()['campaignId'] ?? '';
  return campaignId === NEW_CAMPAIGN_ID ? <CampaignCreateScreen /> : <CampaignScreen campaignId={campaignId} />;
}

/** The current address, for play functions to read. */
function Address() {
  const location = useLocation();
  return (
    <output data-testid="address" hidden>
      {location.pathname}
    </output>
  );
}

/** The console's main area gives its screens their margins; a story gives the same. */
const Main = styled.main`
  padding: ${({ theme }) => theme.space[5]};
`;

/** The list, the creation screen and a campaign at their addresses. */
export function CampaignsStoryRoutes() {
  const routes = useRoutes([
    { path: '/campaigns', element: <CampaignsScreen /> },
    { path: '/campaigns/:campaignId', element: <Campaign /> },
  ]);
  return (
    <Main>
      {routes}
      <Address />
    </Main>
  );
}
