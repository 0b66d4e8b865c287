import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadAppConfig } from './app/boot/loadAppConfig';
import type { AppBoot } from './app/boot/AppBoot';
import { BOOT_MESSAGES } from './app/boot/bootMessages';
import { readAppBoot } from './app/boot/readAppBoot';
import { browserStorage } from './app/storage/browserStorage';
import { STORAGE_KEYS } from './app/storage/KeyValueStore';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

const config = await loadAppConfig(import.meta.env, `${import.meta.env.BASE_URL}config.json`);
const storage = browserStorage();
let boot: AppBoot;
try {
  boot = readAppBoot(config, storage);
} catch (error) {
  // Never a blank screen: if saved settings break start-up in a way not foreseen, start from none.
  Object.values(STORAGE_KEYS).forEach((key) => storage.remove(key));
  boot = readAppBoot(
    { ...config, problems: [...config.problems, BOOT_MESSAGES.startFailed(String(error))] },
    storage,
  );
}

createRoot(root).render(
  <StrictMode>
    <App boot={boot} />
  </StrictMode>,
);
