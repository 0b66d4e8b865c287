import * as Dialog from '@radix-ui/react-dialog';
import type { RawAnswer } from '@sextant/core/explore/RawAnswer';
import { Braces } from 'lucide-react';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';
import { JsonView } from './JsonView';
import { JSON_VIEW_LABELS as L } from './jsonViewLabels';

/** "View JSON" beside a detail page's title: the service's own answer in a dialog. */
export function ViewJsonButton({
  answer,
  what,
  fileName,
}: {
  answer: RawAnswer;
  what: string;
  fileName: string;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button size="sm">
          <Braces className="size-3.5" aria-hidden />
          {L.open}
        </Button>
      </Dialog.Trigger>
      <DialogFrame
        title={L.title(what)}
        description={L.description(answer.service, answer.path)}
        closeLabel={L.close}
        width="3xl"
      >
        <JsonView answer={answer} fileName={fileName} />
      </DialogFrame>
    </Dialog.Root>
  );
}
