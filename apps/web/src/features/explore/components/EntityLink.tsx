import clsx from 'clsx';
import { useContext } from 'react';
import { preloadPage } from '../../../app/lazyPages';
import { InAppNavigateContext } from '../../../app/navigation/InAppNavigateContext';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { ROUTE_TABLE } from '../../../app/routeTable';
import { followInApp } from '../../../ui/followInApp';
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
 * A plain `<a>` that navigates in the app: a list draws a hundred of these, and React Router's `Link`
 * resolves relative paths and watches the location for each (in one profile of the account page,
 * ~40 ms of its render under load); the path here is always absolute. Its navigation is the
 * layout's, one for all links (`InAppNavigateContext`), not a `useNavigate` per link.
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
  const navigate = useContext(InAppNavigateContext);
  const to = explorePath(id, kind, value);
  const text = String(value);
  const shown = label ?? (short && text.length > 16 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text);
  const preload = () => {
    const module = PAGE_OF.get(kind);
    if (module !== undefined) void preloadPage(module);
  };
  return (
    <a
      onMouseEnter={preload}
      onFocus={preload}
      onClick={navigate && ((e) => followInApp(e, to, navigate))}
      href={to}
      title={short || label !== undefined ? text : undefined}
      className={clsx('font-mono text-accent hover:underline', !short && 'break-all', className)}
    >
      {shown}
    </a>
  );
}
