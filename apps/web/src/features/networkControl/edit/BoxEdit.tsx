import type { BoxNameView } from '../../explore/queries/applicationQueries';
import { asEncodedArg } from '@sextant/core/sandbox/editRefusalField';
import { useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Field } from '../../../ui/Field';
import { TextAreaField } from '../../../ui/TextAreaField';
import { hasNetworkControl } from '../hasNetworkControl';
import { EDIT_LABELS as L } from './editLabels';
import { SandboxEditDialog } from './SandboxEditDialog';

/**
 * Creates or replaces a box of app `app` (sandbox networks), or deletes it. With `box` it edits that
 * box (its current value given, base64); without, it adds one. The value's length is the box's size.
 */
export function BoxEdit({
  app,
  box,
  current,
}: {
  app: bigint;
  box?: BoxNameView;
  /** The box's value (base64) when read. */
  current?: string | undefined;
}) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const fixedName = box === undefined ? undefined : `b64:${box.base64}`;
  return (
    <SandboxEditDialog
      title={L.box.title}
      label={box === undefined ? L.box.add : L.box.edit(box.text ?? box.base64)}
      triggerText={box === undefined ? L.box.add : undefined}
      testId={box === undefined ? 'edit-box-add' : 'edit-box'}
      onOpen={() => {
        setName(box === undefined ? '' : (box.text ?? fixedName ?? ''));
        setValue(current === undefined ? '' : `b64:${current}`);
      }}
      fields={(errors) => (
        <>
          <Field
            label={L.box.name}
            hint={box === undefined ? L.box.nameHint : undefined}
            value={name}
            readOnly={box !== undefined}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextAreaField
            label={L.box.value}
            hint={L.box.valueHint}
            value={value}
            rows={3}
            error={errors.value}
            onChange={setValue}
          />
        </>
      )}
      save={() => {
        if (fixedName === undefined && name === '') return { field: 'name', problem: L.problems.empty };
        const encodedName = fixedName ?? asEncodedArg(name);
        return (client) => client.setBox(app, encodedName, asEncodedArg(value));
      }}
      {...(fixedName !== undefined && {
        remove: { label: L.box.deleteBox, action: (client) => client.deleteBox(app, fixedName) },
      })}
    />
  );
}

/** "Add a box" above an app's boxes, on sandbox networks only. */
export function BoxAddBar({ app }: { app: bigint }) {
  const network = useActiveNetwork();
  if (!hasNetworkControl(network.id)) return null;
  return (
    <div className="flex justify-end pb-2">
      <BoxEdit app={app} />
    </div>
  );
}
