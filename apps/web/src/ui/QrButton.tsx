import * as Dialog from '@radix-ui/react-dialog';
import { QrCode } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { CopyButton } from './CopyButton';
import { DialogFrame } from './DialogFrame';
import { QR_LABELS as L } from './jsonViewLabels';
import { StateMessage } from './StateMessage';

const QrImage = lazy(() => import('./QrImage'));

/** A small button beside an address that opens its QR code and the address, copyable. */
export function QrButton({ address }: { address: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={L.open}
        title={L.open}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-sunken hover:text-fg"
      >
        <QrCode className="size-3.5" aria-hidden />
      </Dialog.Trigger>
      <DialogFrame title={L.title} description={L.description} closeLabel={L.close} width="md">
        <div className="flex flex-col gap-3">
          <Suspense fallback={<StateMessage kind="loading">{L.loading}</StateMessage>}>
            <QrImage value={address} />
          </Suspense>
          <div className="flex min-w-0 items-start gap-1">
            <span data-testid="qr-address" className="min-w-0 font-mono text-[13px] break-all">
              {address}
            </span>
            <CopyButton value={address} what={L.what} />
          </div>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
