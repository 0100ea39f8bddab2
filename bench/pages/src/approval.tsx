// approval.html?rows=N: the console's campaign approval page (its real view, reducer and saga) with
// N pending selections, the lookup answered in the page. Sets window.__ready once the grid's first
// rows are painted.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient, type CampaignApproval, type CampaignSelection } from '@vigil/openapi';
import { ApprovalPage, campaignApprovalSlice, createCampaignApprovalSaga, createVigilStore } from '@vigil/features';
import { ThemeProvider, ToastProvider } from '@vigil/ui';

declare global {
  interface Window {
    __ready?: number;
  }
}

const APPROVAL_ID = 'bench'.padEnd(43, '0');
const APPLICATIONS = ['active_directory_adapter', 'okta_adapter', 'aws_adapter', 'google_workspace_adapter'];
const ENTITLEMENTS = ['Domain Admins', 'VPN Users', 'Salesforce Admin', 'GitHub Maintainer', 'AdministratorAccess', 'Billing Viewer'];

function approval(rows: number): CampaignApproval {
  const selections: CampaignSelection[] = Array.from({ length: rows }, (_, i) => ({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    entity: { id: `user-${String(Math.floor(i / 6))}`, name: `user${String(Math.floor(i / 6)).padStart(5, '0')}` },
    application: APPLICATIONS[i % APPLICATIONS.length] ?? '',
    entitlement: { name: ENTITLEMENTS[i % ENTITLEMENTS.length] ?? '', type: 'group' },
    response: null,
  }));
  return { uuid: APPROVAL_ID, name: 'Bench review', message_content: 'Review every entitlement.', end_date: '2026-12-31T17:00:00Z', created_by: 'admin', custom_selections: selections };
}

const rows = Number(new URLSearchParams(location.search).get('rows') ?? 10_000);
const body = JSON.stringify({ data: { attributes: approval(rows) } });
const client = createApiClient({
  baseUrl: `${location.origin}/api`,
  fetch: (request) =>
    Promise.resolve(
      request.method === 'GET'
        ? new Response(body, { headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ data: { attributes: { value: { submitted: 0 } } } }), { headers: { 'content-type': 'application/json' } }),
    ),
});
const store = createVigilStore({ reducer: combineSlices(campaignApprovalSlice), saga: createCampaignApprovalSaga(), client });

// Ready after the frame that paints the grid's first row.
const waitForRows = () => {
  if (document.querySelector('[role="grid"] [role="row"][aria-rowindex="2"]')) {
    requestAnimationFrame(() => {
      setTimeout(() => {
        window.__ready = performance.now();
      });
    });
  } else requestAnimationFrame(waitForRows);
};
requestAnimationFrame(waitForRows);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <Provider store={store}>
          <MemoryRouter>
            <ToastProvider>
              <ApprovalPage approvalId={APPROVAL_ID} />
            </ToastProvider>
          </MemoryRouter>
        </Provider>
      </ThemeProvider>
    </StrictMode>,
  );
}
