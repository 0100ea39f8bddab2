import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Console } from './Console';
import { apiBaseUrl } from './apiBaseUrl';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Console apiBaseUrl={apiBaseUrl()} buildHash={import.meta.env.VITE_VIGIL_BUILD_HASH} reportErrors />
  </StrictMode>,
);
