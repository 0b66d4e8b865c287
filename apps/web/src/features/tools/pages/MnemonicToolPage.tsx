import { useState } from 'react';
import { Panel } from '../../../ui/Panel';
import { Tabs } from '../../../ui/Tabs';
import { GenerateTab } from '../mnemonic/GenerateTab';
import { MdkTab } from '../mnemonic/MdkTab';
import { PhraseTab } from '../mnemonic/PhraseTab';
import { SecretKeyTab } from '../mnemonic/SecretKeyTab';
import { MNEMONIC_LABELS as L } from '../mnemonicLabels';
import { PageIntro } from '../../../ui/PageIntro';

/**
 * `/tools/mnemonic`. Secrets live only in the tabs' component state: inactive tabs unmount (Radix),
 * and leaving the page unmounts everything, so nothing outlives the view. Nothing is logged or stored.
 */
export function MnemonicToolPage() {
  const [tab, setTab] = useState('phrase');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · Sextant`} />
      <Panel>
        <Tabs
          label={L.tabs}
          value={tab}
          onValueChange={setTab}
          items={[
            { value: 'phrase', label: L.tabPhrase, content: <PhraseTab /> },
            { value: 'key', label: L.tabKey, content: <SecretKeyTab /> },
            { value: 'mdk', label: L.tabMdk, content: <MdkTab /> },
            { value: 'generate', label: L.tabGenerate, content: <GenerateTab /> },
          ]}
        />
      </Panel>
    </div>
  );
}
