import { bytesViewsOfBase64, type BytesView } from '@sextant/core/format/bytesViews';
import { useMemo, useState, type ReactNode } from 'react';
import { Segmented } from './Segmented';
import { UI_LABELS } from './uiLabels';

/**
 * On-chain bytes (base64 as the APIs send them) shown as text, hex, base64 or an address, with a
 * toggle between the views they have. Printable text is shown first, 32 other bytes as an address,
 * anything else as hex; the choice stays with this value while the page is open. The text is
 * untrusted: bidi controls are revealed (by core) and the value is isolated (`<bdi>`).
 */
export function BytesValue({
  base64,
  what,
  address,
  addressFirst = true,
  prefer,
  testId,
}: {
  base64: string;
  /** What the value is ("Argument 1", "Log 2", "count"): names the toggle. */
  what: string;
  /** Renders the address view (e.g. as a link to the account); plain text when absent. */
  address?: (address: string) => ReactNode;
  /** False for hashes and keys: 32 bytes then show as hex first (the address view stays offered). */
  addressFirst?: boolean;
  /** The view to show first when the bytes have it. */
  prefer?: BytesView;
  testId?: string;
}) {
  const views = useMemo(
    () => bytesViewsOfBase64(base64, { addressFirst, ...(prefer !== undefined && { prefer }) }),
    [base64, addressFirst, prefer],
  );
  const [chosen, setChosen] = useState<BytesView | undefined>(undefined);
  const view = chosen !== undefined && views.views.includes(chosen) ? chosen : views.initial;
  const shown = views.rendered[view] ?? base64;
  return (
    <span className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-1">
      <span
        data-testid={testId}
        data-view={view}
        className={`min-w-0 flex-[1_1_12rem] font-mono break-all whitespace-pre-wrap ${view === 'text' ? '' : 'text-muted'}`}
      >
        {shown === '' ? (
          <span className="font-sans text-muted italic">{UI_LABELS.emptyBytes}</span>
        ) : view === 'address' && address !== undefined ? (
          address(shown)
        ) : (
          <bdi>{shown}</bdi>
        )}
      </span>
      {views.views.length > 1 && (
        <Segmented
          options={views.views}
          value={view}
          onChange={setChosen}
          labelOf={(v) => UI_LABELS.bytesViews[v]}
          label={UI_LABELS.bytesViewsOf(what)}
          // Right-aligned whether beside the value or wrapped under it, so toggles line up down a list.
          className="ml-auto"
        />
      )}
    </span>
  );
}
