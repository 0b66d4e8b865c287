import { Navigate } from 'react-router';
import { useNetworks } from './networks/useNetworks';

/** `/` opens the last network used (Sandbox the first time). */
export function RedirectToNetwork() {
  const { lastNetworkId } = useNetworks();
  return <Navigate to={`/${lastNetworkId}`} replace />;
}
