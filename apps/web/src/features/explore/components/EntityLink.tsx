import clsx from 'clsx';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { explorePath, type EntityKind } from '../explorePath';

/**
 * A link to an account, asset, application, transaction, block or group on the active network. The
 * text is the id itself (untrusted text rendered as text); `short` trims long ids in dense lists.
 */
export function EntityLink({
  kind,
  value,
  short = false,
  className,
}: {
  kind: EntityKind;
  value: string | bigint;
  short?: boolean;
  className?: string;
}) {
  const { id } = useActiveNetwork();
  const text = String(value);
  const shown = short && text.length > 16 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text;
  return (
    <Link
      to={explorePath(id, kind, value)}
      title={short ? text : undefined}
      className={clsx('font-mono text-accent hover:underline', !short && 'break-all', className)}
    >
      {shown}
    </Link>
  );
}
