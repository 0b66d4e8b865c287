import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadAppConfig } from './app/boot/loadAppConfig';
import { readAppBoot } from './app/boot/readAppBoot';
import { browserStorage } from './app/storage/browserStorage';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

const config = await loadAppConfig(import.meta.env, `${import.meta.env.BASE_URL}config.json`);
const boot = readAppBoot(config, browserStorage());

createRoot(root).render(
  <StrictMode>
    <App boot={boot} />
  </StrictMode>,
);
