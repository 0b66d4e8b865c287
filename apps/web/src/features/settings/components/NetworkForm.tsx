import {
  emptyNetworkForm,
  ENDPOINT_FIELDS,
  type EndpointField,
  networkFormFromProfile,
  type NetworkFormValues,
} from '@sextant/core/network/NetworkFormValues';
import type { NetworkProfile, ServiceKind } from '@sextant/core/network/NetworkProfile';
import {
  plainHttpWarning,
  validateNetworkForm,
  type NetworkFormErrors,
} from '@sextant/core/network/validateNetworkForm';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SETTINGS_LABELS as L } from '../settingsLabels';

const SERVICES: readonly ServiceKind[] = ['algod', 'indexer', 'kmd'];
const SPANS: Record<EndpointField, string> = {
  url: 'sm:col-span-3',
  port: 'sm:col-span-1',
  pathPrefix: 'sm:col-span-2',
  token: 'sm:col-span-4',
  tokenHeader: 'sm:col-span-2',
};

export interface NetworkFormProps {
  /** The network being edited; absent when adding one. */
  editing?: NetworkProfile;
  /** Ids of the other custom networks (a name must not slug to one of them). */
  otherIds: readonly string[];
  onSave(profile: NetworkProfile): void;
  onCancel(): void;
}

/** Every field of a custom network; all rules checked on save, each message shown at its field. */
export function NetworkForm({ editing, otherIds, onSave, onCancel }: NetworkFormProps) {
  const [values, setValues] = useState<NetworkFormValues>(() =>
    editing ? networkFormFromProfile(editing) : emptyNetworkForm(),
  );
  const [errors, setErrors] = useState<NetworkFormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, take the person to the first field that needs attention.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNetworkForm(values, otherIds, { secureTransport: true });
    if (result.ok) {
      onSave(result.profile);
    } else {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={L.name}
        placeholder={L.namePlaceholder}
        value={values.name}
        error={errors.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        className="sm:max-w-sm"
      />
      {SERVICES.map((service) => (
        <fieldset key={service} className="rounded-lg border border-line p-3">
          <legend className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">
            {L.services[service]}
          </legend>
          <div className="grid gap-3 sm:grid-cols-6">
            {ENDPOINT_FIELDS.map((field) => (
              <Field
                key={field}
                label={L.fields[field]}
                placeholder={L.placeholders[service][field]}
                value={values[service][field]}
                // A token is a secret: masked like a password, never shown in clear on screen.
                type={field === 'token' ? 'password' : 'text'}
                error={errors[`${service}.${field}`]}
                // A LAN node over plain http is allowed; what that means is said as it is typed.
                hint={field === 'url' ? plainHttpWarning(values[service].url) : undefined}
                onChange={(e) =>
                  setValues({ ...values, [service]: { ...values[service], [field]: e.target.value } })
                }
                className={SPANS[field]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky -bottom-4 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-surface px-4 py-3 sm:-bottom-5 sm:-mx-5 sm:px-5">
        {hasErrors && (
          <p role="alert" className="w-full text-[13px] text-bad sm:mr-auto sm:w-auto">
            {L.formHasErrors}
          </p>
        )}
        <Button onClick={onCancel}>{L.cancel}</Button>
        <Button type="submit" variant="primary">
          {L.save}
        </Button>
      </div>
    </form>
  );
}
