import clsx from 'clsx';
import { Link } from 'react-router';
import { preloadPage } from '../../../app/lazyPages';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { ROUTE_TABLE } from '../../../app/routeTable';
import { explorePath, type EntityKind } from '../explorePath';

/** The page module each kind of link opens (`account/:address` → AccountPage.tsx). */
const PAGE_OF = new Map(
  ROUTE_TABLE.filter((r) => r.scope === 'network' && r.path.includes('/:')).map((r) => [
    r.path.slice(0, r.path.indexOf('/')),
    r.module,
  ]),
);

/**
 * A link to an account, asset, application, transaction, block or group on the active network. The
 * text is the id itself (untrusted text rendered as text); `short` trims long ids in dense lists.
 * Hovering or focusing it starts fetching the target page's code, so the click does not wait for it.
 */
export function EntityLink({
  kind,
  value,
  short = false,
  text: label,
  className,
}: {
  kind: EntityKind;
  value: string | bigint;
  short?: boolean;
  /** Words to show instead of the id (an asset's name or unit); the id is then on hover. */
  text?: string;
  className?: string;
}) {
  const { id } = useActiveNetwork();
  const text = String(value);
  const shown = label ?? (short && text.length > 16 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text);
  const preload = () => {
    const module = PAGE_OF.get(kind);
    if (module !== undefined) preloadPage(module);
  };
  return (
    <Link
      onMouseEnter={preload}
      onFocus={preload}
      to={explorePath(id, kind, value)}
      title={short || label !== undefined ? text : undefined}
      className={clsx('font-mono text-accent hover:underline', !short && 'break-all', className)}
    >
      {shown}
    </Link>
  );
}
