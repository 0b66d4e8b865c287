import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { createContext } from 'react';

/** The network a `/:net/...` screen works on; set by NetworkScope from the URL. */
export const ActiveNetworkContext = createContext<NetworkProfile | null>(null);
