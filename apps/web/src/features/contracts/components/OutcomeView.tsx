import type { DisplayValue } from '@sextant/core/abi/displayAbiValue';
import { CALL_EFFECT_MESSAGES } from '@sextant/core/contracts/callEffectNote';
import { showBytes } from '@sextant/core/contracts/readCallOutcome';
import { AlertTriangle, CheckCircle2, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { BytesValue } from '../../../ui/BytesValue';
import { CopyButton } from '../../../ui/CopyButton';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { RunResult } from '../hooks/useCallRunner';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DebugLink } from '../../debug/DebugLink';
import { DEBUG_LABELS } from '../../debug/debugLabels';
import { specHandoff } from '../../debug/specHandoff';
import { EntityLink } from '../../explore/components/EntityLink';

const show = (v: DisplayValue): string => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A long value (a 4 KiB box) shown by its start; the whole of it stays in the title. */
const clip = (v: string): string => (v.length > 160 ? `${v.slice(0, 160)}… (${v.length} chars)` : v);

const mono = 'rounded-md bg-sunken px-2 py-1.5 font-mono text-[12px] break-all whitespace-pre-wrap';

const accountLink = (a: string) => <EntityLink kind="account" value={a} />;

/** What a call returned or would return: value, events, logs, inner transactions, state, failure. */
export function OutcomeView({ result, onAddResources }: { result: RunResult; onAddResources: () => void }) {
  const o = result.outcome;
  const f = result.failure;
  const unnamed = result.unnamed;
  const networkId = useActiveNetwork().id;
  const debug = result.debug;
  // The call's group in the debugger, simulated on arrival, with the lab's spec handed over.
  const debugLink = (label: string, title: string, testId: string) =>
    debug !== undefined && (
      <div className="self-start">
        <DebugLink
          networkId={networkId}
          group={debug.txns}
          run
          handoff={() => specHandoff(debug.txns, debug.specText, debug.templates)}
          label={label}
          title={title}
          testId={testId}
        />
      </div>
    );
  const unnamedCount =
    unnamed === undefined
      ? 0
      : unnamed.accounts.length +
        unnamed.apps.length +
        unnamed.assets.length +
        unnamed.boxes.length +
        unnamed.extraBoxRefs;
  return (
    <div className="flex flex-col gap-4" data-testid="lab-outcome">
      <div className="flex flex-wrap items-center gap-2 text-[13px]">
        {f !== undefined ? (
          <AlertTriangle className="size-4 text-bad" aria-hidden />
        ) : result.mode === 'simulated' ? (
          <FlaskConical className="size-4 text-accent" aria-hidden />
        ) : (
          <CheckCircle2 className="size-4 text-ok" aria-hidden />
        )}
        <span className="font-medium">
          {f !== undefined
            ? L.failed
            : result.mode === 'simulated'
              ? L.simulated
              : L.committed(String(result.round ?? ''))}
        </span>
        {o?.createdAppId !== undefined && result.mode === 'committed' && (
          <span className="rounded bg-accent-soft px-1.5 text-accent">
            {L.created(String(o.createdAppId))}
          </span>
        )}
        {result.budget !== undefined && <span className="text-muted">· {L.budget(result.budget)}</span>}
        {result.extraBudget === true && (
          <span className="text-muted" data-testid="lab-extra-budget">
            ({L.extraBudget})
          </span>
        )}
      </div>
      {result.effect !== undefined && (
        <p className="text-[13px]" data-testid="lab-effect">
          {result.effect}
        </p>
      )}
      {f !== undefined && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]"
        >
          {f.contractError !== undefined && (
            <p>
              <span className="font-semibold">{L.arc56Error}: </span>
              <span data-testid="lab-contract-error">{f.contractError}</span>
              {f.pc !== undefined && <span className="text-muted"> {L.atPc(f.pc)}</span>}
            </p>
          )}
          <p>{f.message}</p>
          <details className="text-[12px] text-muted">
            <summary className="cursor-pointer">node</summary>
            <p className="font-mono break-all">{f.nodeText}</p>
          </details>
          {debugLink(DEBUG_LABELS.openInDebugger, DEBUG_LABELS.debugFailureTitle, 'lab-debug')}
        </div>
      )}
      {f === undefined &&
        result.mode === 'simulated' &&
        debugLink(DEBUG_LABELS.stepInDebugger, DEBUG_LABELS.stepInDebuggerTitle, 'lab-debug-trace')}
      {o !== undefined && o.returned.kind !== 'void' && f === undefined && (
        <Section title={L.returned}>
          {o.returned.kind === 'value' ? (
            <div className="flex items-start gap-2">
              <pre className={`${mono} flex-1`} data-testid="lab-return">
                {show(o.returned.value)}
              </pre>
              <CopyButton value={show(o.returned.value)} what={L.returned} />
            </div>
          ) : (
            <p className="text-[13px] text-muted">{L.noReturn}</p>
          )}
        </Section>
      )}
      {o !== undefined && o.events.length > 0 && (
        <Section title={L.events}>
          <ul className="flex flex-col gap-2" data-testid="lab-events">
            {o.events.map((e) => (
              <li key={e.logIndex} className="rounded-md border border-line px-3 py-2">
                <p className="font-mono text-[13px] font-semibold">{e.name}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[12px]">
                  {e.args.map((a) => (
                    <div key={a.name} className="contents">
                      <dt className="text-muted">{a.name}</dt>
                      <dd className="font-mono break-all">{show(a.value)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {o !== undefined && o.stateChanges.length > 0 && (
        <Section title={L.stateChanges}>
          {f !== undefined && (
            <p className="text-[13px] text-bad" data-testid="lab-state-none-apply">
              {CALL_EFFECT_MESSAGES.noneApply}
            </p>
          )}
          <ul className="flex flex-col gap-1 text-[12px]" data-testid="lab-state-changes">
            {o.stateChanges.map((c, i) => (
              <li key={i} className="flex flex-wrap items-start gap-x-2 gap-y-1 font-mono">
                <span className="text-muted">{c.scope}</span>
                {c.account !== undefined && (
                  <span className="text-muted" title={c.account}>
                    {c.account.slice(0, 6)}…
                  </span>
                )}
                <span className="font-semibold">{c.name ?? c.key}</span>
                {c.action === 'delete' ? (
                  <span>× deleted</span>
                ) : c.bytes !== undefined ? (
                  <span className="flex min-w-0 flex-[1_1_14rem] gap-x-1">
                    <span>=</span>
                    <span className="min-w-0 flex-1">
                      <BytesValue
                        base64={c.bytes}
                        what={c.name ?? c.key}
                        address={accountLink}
                        testId="lab-state-value"
                      />
                    </span>
                  </span>
                ) : (
                  <span className="min-w-0 break-all" title={c.value}>
                    = {clip(c.value ?? '')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {o !== undefined && o.inner.length > 0 && (
        <Section title={L.inner}>
          <ul className="flex flex-col gap-1 text-[12px]" data-testid="lab-inner">
            {o.inner.map((t, i) => (
              <li key={i} className="font-mono break-all">
                <span className="font-semibold">{t.type}</span> {t.detail}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {o !== undefined && o.logs.length > 0 && (
        <Section title={L.logs}>
          <ol className="flex flex-col gap-1" data-testid="lab-logs">
            {o.logs.map((l, i) => (
              <li key={i} className={`${mono} flex gap-2`}>
                <span className="text-muted select-none">{i + 1}</span>
                <span className="min-w-0 flex-1">
                  <BytesValue base64={l} what={L.logN(i + 1)} address={accountLink} testId="lab-log" />
                </span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      {unnamedCount > 0 && unnamed !== undefined && (
        <Section title={L.unnamed}>
          <ul className="flex flex-col gap-0.5 font-mono text-[12px] break-all">
            {unnamed.accounts.map((a) => (
              <li key={a}>account {a}</li>
            ))}
            {unnamed.apps.map((a) => (
              <li key={String(a)}>app {String(a)}</li>
            ))}
            {unnamed.assets.map((a) => (
              <li key={String(a)}>asset {String(a)}</li>
            ))}
            {unnamed.boxes.map((b, i) => (
              <li key={i}>
                box {showBytes(b.name)} of app {String(b.app)}
              </li>
            ))}
            {unnamed.extraBoxRefs > 0 && <li>{L.extraBoxRefs(unnamed.extraBoxRefs)}</li>}
          </ul>
          <Button size="sm" className="self-start" onClick={onAddResources}>
            {L.addResources}
          </Button>
        </Section>
      )}
      {/* A committed call's txid leads to its page (the explorer reads it by the app's spec too). */}
      <p className="flex min-w-0 gap-1 font-mono text-[11px] break-all text-muted" data-testid="lab-txid">
        <span className="shrink-0">{L.txid}</span>
        {result.mode === 'committed' ? (
          <EntityLink kind="transaction" value={result.txid} className="min-w-0" />
        ) : (
          result.txid
        )}
      </p>
    </div>
  );
}
