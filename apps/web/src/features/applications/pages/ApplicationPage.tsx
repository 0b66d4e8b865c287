import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function ApplicationPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      title="Application"
      shows="the application’s parameters, global state, boxes, logs, disassembled programs and transactions, with state decoded through an attached ARC-56 spec."
      params={[{ label: 'Application id', value: id }]}
    />
  );
}
