import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Console } from './Console';
import { apiBaseUrl } from './apiBaseUrl';
import { startBootPrefetch } from './boot/startBootPrefetch';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const baseUrl = apiBaseUrl();
// Before React renders: the page's first data comes in while the code loads.
const prefetch = startBootPrefetch(baseUrl);

createRoot(root).render(
  <StrictMode>
    <Console apiBaseUrl={baseUrl} prefetch={prefetch} buildHash={import.meta.env.VITE_VIGIL_BUILD_HASH} reportErrors />
  </StrictMode>,
);
