import * as Dialog from '@radix-ui/react-dialog';
import { type EditField, editRefusalField } from '@sextant/core/sandbox/editRefusalField';
import { type SandboxCall, SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';
import { SandboxControlError } from '@sextant/core/sandbox/SandboxControlError';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { queryKeys } from '../../../app/queries/queryKeys';
import { Button } from '../../../ui/Button';
import { DialogFrame } from '../../../ui/DialogFrame';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { AdminCallLine } from '../AdminCallLine';
import { hasNetworkControl } from '../hasNetworkControl';
import { EDIT_LABELS as L } from './editLabels';

export type FieldErrors = Partial<Record<EditField, string>>;

/** What a dialog's Save does: an admin call, or a problem found before any (shown at its field). */
export type EditAction =
  ((client: SandboxControlClient) => Promise<unknown>) | { field: EditField; problem: string };

export interface SandboxEditDialogProps {
  title: string;
  /** The trigger's accessible name (it shows a pencil, or `triggerText`). */
  label: string;
  triggerText?: string | undefined;
  testId?: string;
  /** The form's fields, given the errors to show at each (the sandbox's refusals included). */
  fields: (errors: FieldErrors) => ReactNode;
  /** Save: the edit to make, read from the fields. */
  save: () => EditAction;
  /** A second action beside Save (delete the key or box). */
  remove?: { label: string; action: (client: SandboxControlClient) => Promise<unknown> };
  /** Called when the dialog opens, to fill the fields afresh. */
  onOpen?: () => void;
}

/**
 * An edit button and its dialog, only on the Sandbox and Browser networks (nothing elsewhere). Save
 * makes the admin call; a refusal (go's rules come back as a 4xx) is shown at the field it names,
 * else above the buttons. After an edit every cached answer of the network is refreshed, so the
 * page behind shows the new state, and the dialog shows the admin call it made.
 */
export function SandboxEditDialog(props: SandboxEditDialogProps) {
  const network = useActiveNetwork();
  if (!hasNetworkControl(network.id)) return null;
  return <EditDialog {...props} />;
}

function EditDialog({
  title,
  label,
  triggerText,
  testId,
  fields,
  save,
  remove,
  onOpen,
}: SandboxEditDialogProps) {
  const network = useActiveNetwork();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [made, setMade] = useState<SandboxCall | null>(null);

  const run = async (action: (client: SandboxControlClient) => Promise<unknown>) => {
    const client = new SandboxControlClient(network.algod);
    let call: SandboxCall | null = null;
    client.onCall = (c) => {
      call = c;
    };
    setWorking(true);
    setErrors({});
    setError(null);
    try {
      await action(client);
      setMade(call);
      await queryClient.invalidateQueries({ queryKey: queryKeys.network(network.id) });
    } catch (caught) {
      const message =
        caught instanceof SandboxControlError
          ? (caught.details['sandboxMessage'] as string | undefined)
          : undefined;
      const field = message === undefined ? undefined : editRefusalField(message);
      if (field !== undefined && message !== undefined) setErrors({ [field]: message });
      else setError(caught);
    } finally {
      setWorking(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const action = save();
    if (typeof action === 'function') void run(action);
    else setErrors({ [action.field]: action.problem });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setErrors({});
          setError(null);
          setMade(null);
          onOpen?.();
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          className={triggerText === undefined ? 'w-7 px-0' : undefined}
          aria-label={label}
          title={label}
          data-testid={testId}
        >
          <Pencil className="size-3.5" aria-hidden />
          {triggerText}
        </Button>
      </Dialog.Trigger>
      <DialogFrame title={title} description={L.about} closeLabel={L.close} width="md">
        {made !== null ? (
          <div className="flex flex-col gap-3 text-[13px]" role="status" data-testid="edit-done">
            <p className="text-ok">{L.done}</p>
            <AdminCallLine call={made} />
            <div className="flex justify-end">
              <Dialog.Close asChild>
                <Button variant="primary">{L.close}</Button>
              </Dialog.Close>
            </div>
          </div>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
            {fields(errors)}
            {error !== null && <ErrorAlert error={error} testId="edit-error" />}
            <div className="flex flex-wrap justify-end gap-2">
              {remove !== undefined && (
                <Button
                  variant="danger"
                  className="mr-auto"
                  disabled={working}
                  onClick={() => void run(remove.action)}
                >
                  {remove.label}
                </Button>
              )}
              <Dialog.Close asChild>
                <Button>{L.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={working}>
                {working ? L.saving : L.save}
              </Button>
            </div>
          </form>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
