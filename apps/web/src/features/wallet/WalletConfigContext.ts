import { createContext } from 'react';

/** /config.json's `wallets` section as found; the wallet runtime reads it (readWalletConfig). */
export const WalletConfigContext = createContext<unknown>(undefined);
