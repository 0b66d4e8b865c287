import { Link, useLocation } from 'react-router';
import { useNetworks } from '../../../app/networks/useNetworks';
import { NOT_FOUND_LABELS } from '../notFoundLabels';

/** An unknown path, or a `/:net` whose network is not saved here (a shared link to a custom network). */
export function NotFoundPage({ unknownNetwork }: { unknownNetwork?: string }) {
  const { pathname } = useLocation();
  const { networks } = useNetworks();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-10">
      <title>{`${NOT_FOUND_LABELS.title} · Sextant`}</title>
      <h1 className="text-lg font-semibold">{NOT_FOUND_LABELS.title}</h1>
      <p className="text-muted">
        {unknownNetwork === undefined
          ? NOT_FOUND_LABELS.noPage(pathname)
          : NOT_FOUND_LABELS.noNetwork(unknownNetwork)}
      </p>
      <ul className="flex flex-wrap gap-2">
        {networks.map((n) => (
          <li key={n.id}>
            <Link
              to={`/${n.id}`}
              className="inline-flex h-8 items-center rounded-md border border-line-strong px-3 hover:bg-sunken"
            >
              {n.name}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/settings"
            className="inline-flex h-8 items-center rounded-md px-3 text-accent hover:underline"
          >
            {NOT_FOUND_LABELS.settings}
          </Link>
        </li>
      </ul>
    </div>
  );
}
