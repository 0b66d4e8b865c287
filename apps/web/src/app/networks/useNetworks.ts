import { useContext } from 'react';
import { NetworksContext, type NetworksValue } from './NetworksContext';

export function useNetworks(): NetworksValue {
  const value = useContext(NetworksContext);
  if (value === null) throw new Error('useNetworks needs a NetworksProvider above it');
  return value;
}
