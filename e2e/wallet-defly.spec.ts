import { describeMobileWallet } from './support/wallet/describeMobileWallet';
import { DEFLY } from './support/wallet/mobileWalletFlow';

// Defly speaks the same WalletConnect v1 relay as Pera with its own library
// (@blockshake/defly-connect on @walletconnect/client 1.x) and its own bridge list.
describeMobileWallet(DEFLY);
