import { bundleToLink } from '@sextant/core/multisig/bundleFile';
import type { MultisigParams } from '@sextant/core/multisig/MultisigParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { readBundleInput } from '@sextant/core/multisig/readBundleInput';
import { startSession } from '@sextant/core/multisig/startSession';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Panel } from '../../../ui/Panel';
import { AccountBuilder, buildAccount, type AccountDraft } from '../components/AccountBuilder';
import { ImportSession } from '../components/ImportSession';
import { SavedAccounts } from '../components/SavedAccounts';
import { SessionPanel } from '../components/SessionPanel';
import { StoredSessions } from '../components/StoredSessions';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';
import { useMultisigSession } from '../useMultisigSession';
import { useSavedMultisigAccounts } from '../useSavedMultisigAccounts';
import { PageIntro } from '../../../ui/PageIntro';

const EMPTY_DRAFT: AccountDraft = { name: '', threshold: '2', addrs: ['', '', ''] };
const FRAGMENT = /^#(msig|bundle)=/;

/**
 * `/:net/multisig`: the account builder, the accounts saved on this network, and a signing session.
 * A link's `#msig=` / `#bundle=` fragment opens a session straight away; the fragment never
 * reaches a server. Without one, the session left open on this network comes back (IndexedDB).
 * Everything starts over on another network.
 */
export function MultisigPage() {
  const network = useActiveNetwork();
  return <MultisigScreen key={network.id} network={network} />;
}

function MultisigScreen({ network }: { network: NetworkProfile }) {
  const { hash, key: locationKey } = useLocation();
  const saved = useSavedMultisigAccounts(network.id);
  const [openedWithLink] = useState(() => FRAGMENT.test(hash));
  const sessions = useMultisigSession(network.id, !openedWithLink);
  const session = sessions.session;
  const [draft, setDraft] = useState<AccountDraft>(EMPTY_DRAFT);
  const [saveNote, setSaveNote] = useState<string>();
  const [importText, setImportText] = useState('');
  const [importError, setImportError] = useState<unknown>();
  const built = buildAccount(draft);
  // Unsigned transactions waiting for their account: imported as soon as it is built or picked.
  const [pendingSender, setPendingSender] = useState<string>();
  const changeDraft = (d: AccountDraft) => {
    setDraft(d);
    setSaveNote(undefined);
    const next = buildAccount(d);
    if (
      pendingSender !== undefined &&
      session === null &&
      next.kind === 'ok' &&
      next.address === pendingSender
    )
      importSession(importText, [next.params]);
  };

  const importSession = (text: string, extra: readonly MultisigParams[] = []) => {
    setImportError(undefined);
    try {
      const known = [
        ...extra,
        ...(built.kind === 'ok' ? [built.params] : []),
        ...saved.accounts.map((a) => a.params),
      ];
      const start = startSession(readBundleInput(text), known);
      if (start.kind === 'needsAccount') {
        setPendingSender(start.sender);
        throw new Error(L.needsAccount(start.sender));
      }
      setPendingSender(undefined);
      sessions.open(start.bundle);
      setImportText('');
    } catch (e) {
      setImportError(e);
    }
  };

  // A link's fragment: import once per fragment, keeping the text if it needs an account first.
  const importedHash = useRef<string>('');
  useEffect(() => {
    if (!FRAGMENT.test(hash) || importedHash.current === hash) return;
    importedHash.current = hash;
    setImportText(hash.slice(1));
    importSession(hash.slice(1));
    // Runs on a new fragment only; importSession reads the latest state when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  // The session lives in the address bar's fragment too, so a reload (or a bookmark) keeps it; the
  // router is bypassed on purpose so this does not count as a navigation. It is written again on
  // every arrival (a new location key): a quick trip away and back can keep this page mounted while
  // the other route's code was still loading, and the arrival's URL has no fragment.
  useEffect(() => {
    if (session !== null) replaceFragment(`#msig=${bundleToLink(session.bundle)}`, importedHash);
  }, [session, locationKey]);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · ${network.name} · Sextant`} />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title={L.accountTitle}>
          <AccountBuilder
            draft={draft}
            onChange={changeDraft}
            saveNote={saveNote}
            onSave={() => {
              if (built.kind !== 'ok') return;
              const name = draft.name.trim();
              saved.save({ name, params: built.params });
              setSaveNote(L.saved(name));
            }}
          />
        </Panel>
        <Panel title={L.savedTitle}>
          <SavedAccounts
            accounts={saved.accounts}
            onUse={(a) =>
              changeDraft({ name: a.name, threshold: String(a.params.threshold), addrs: [...a.params.addrs] })
            }
            onRemove={saved.remove}
          />
        </Panel>
      </div>

      {sessions.storeError !== undefined && <ErrorAlert error={sessions.storeError} testId={T.storeError} />}
      {session === null ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Panel title={L.importTitle}>
            <ImportSession
              text={importText}
              onText={setImportText}
              onImport={importSession}
              error={importError}
            />
          </Panel>
          <Panel title={L.storedTitle}>
            <StoredSessions sessions={sessions.stored} onOpen={sessions.reopen} onDelete={sessions.remove} />
          </Panel>
        </div>
      ) : (
        <SessionPanel
          bundle={session.bundle}
          network={network}
          notes={session.notes}
          onChange={sessions.open}
          onClose={() => {
            sessions.close();
            replaceFragment('', importedHash);
          }}
        />
      )}
    </div>
  );
}

/** Rewrites the fragment without a navigation, remembering it so the import effect ignores it. */
function replaceFragment(next: string, seen: { current: string }): void {
  if (next === window.location.hash) return;
  seen.current = next;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`);
}
