import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function TransactionsPage() {
  return (
    <PlaceholderPage
      title="Transactions"
      shows="transactions found by address and role, type, asset, application, rounds, time, note prefix and amount."
    />
  );
}
