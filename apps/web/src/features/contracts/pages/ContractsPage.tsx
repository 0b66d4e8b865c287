import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { ContractLab } from '../components/ContractLab';

/** `/:net/contracts`: the lab, remounted per network so each keeps its own draft. */
export function ContractsPage() {
  const profile = useActiveNetwork();
  return <ContractLab key={profile.id} />;
}
