import type { DebugSimulation } from '@sextant/core/debug/debugSimulation';
import type {
  InnerTxnView,
  SimulationOverrides,
  UnnamedResources,
} from '@sextant/core/debug/readGroupResult';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import clsx from 'clsx';
import { VerdictBadge } from './VerdictBadge';
import { BytesValue } from '../../../ui/BytesValue';
import { StateMessage } from '../../../ui/StateMessage';
import { DEBUG_LABELS as L } from '../debugLabels';

/** The simulated group: verdict, group budget, and per transaction budgets, logs, inners, resources. */
export function SimulationResults({ sim }: { sim: DebugSimulation }) {
  const r = sim.result;
  const figures: [string, string | undefined, string][] = [
    [L.atRound, r.lastRound?.toString(), 'debug-round-used'],
    [L.budgetAdded, String(r.appBudgetAdded ?? 0), 'debug-budget-added'],
    [L.budgetConsumed, String(r.appBudgetConsumed ?? 0), 'debug-budget-consumed'],
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="debug-simulation" data-ok={String(r.ok)}>
      {r.ok ? (
        <VerdictBadge ok label={L.passed} />
      ) : (
        <StateMessage kind="error">
          <span className="font-medium">
            {L.failed}
            {r.failedAt && ` ${L.failedAtPath(L.pathLabel(r.failedAt))}.`}
          </span>
          <span className="block font-mono text-xs break-words" data-testid="debug-failure-message">
            {r.failureMessage}
          </span>
        </StateMessage>
      )}
      {sim.unapplied.length > 0 && (
        <ul className="flex flex-col gap-1 text-xs text-warn" data-testid="debug-unapplied">
          {sim.unapplied.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </ul>
      )}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-[13px]">
        {figures.map(
          ([label, value, testId]) =>
            value !== undefined && (
              <div key={testId} className="flex gap-2">
                <dt className="text-muted">{label}</dt>
                <dd className="tabular-nums" data-testid={testId}>
                  {value}
                </dd>
              </div>
            ),
        )}
      </dl>
      {r.overrides !== undefined && (
        <p className="flex flex-wrap gap-1.5 text-xs" data-testid="debug-overrides">
          <span className="text-muted">{L.overrides}</span>
          {overrideWords(r.overrides).map((w) => (
            <span key={w} className="rounded bg-sunken px-1.5 py-0.5">
              {w}
            </span>
          ))}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {r.txns.map((t) => (
          <li
            key={t.position}
            data-testid={`debug-txn-${t.position}`}
            className={clsx(
              'flex flex-col gap-2 rounded-md border px-3 py-2 text-[13px]',
              t.failed ? 'border-bad/50' : 'border-line',
            )}
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium">{L.txnTitle(t.position, t.type)}</span>
              {t.appId !== undefined && <span className="text-muted">{L.app(t.appId.toString())}</span>}
              {t.appBudgetConsumed !== undefined && (
                <span className="text-muted">{L.appBudget(t.appBudgetConsumed)}</span>
              )}
              {t.logicSigBudgetConsumed !== undefined && (
                <span className="text-muted">{L.lsigBudget(t.logicSigBudgetConsumed)}</span>
              )}
              {t.failed && <span className="text-xs font-medium text-bad">{L.failingTxn}</span>}
            </div>
            {t.fixedSigner !== undefined && (
              <p className="font-mono text-xs break-all text-muted">{L.fixedSigner(t.fixedSigner)}</p>
            )}
            {(
              [
                [
                  L.logs,
                  t.logs.length > 0 && (
                    <ul className="flex flex-col gap-0.5 font-mono text-xs">
                      {t.logs.map((log, i) => (
                        <li key={i} className="flex gap-2">
                          <span className="min-w-0 flex-1">
                            <BytesValue base64={log} what={L.logN(i + 1)} testId="debug-log" />
                          </span>
                        </li>
                      ))}
                    </ul>
                  ),
                ],
                [L.inners, t.inner.length > 0 && <InnerList inner={t.inner} />],
                [L.unnamed, t.unnamed && !isEmpty(t.unnamed) && <UnnamedList u={t.unnamed} />],
              ] as const
            ).map(
              ([title, body]) =>
                body && (
                  <Section key={title} title={title}>
                    {body}
                  </Section>
                ),
            )}
          </li>
        ))}
      </ol>
      {r.unnamed && !isEmpty(r.unnamed) && (
        <Section title={L.unnamedGroup}>
          <UnnamedList u={r.unnamed} />
        </Section>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-xs font-medium text-muted">{title}</h4>
      {children}
    </div>
  );
}

function InnerList({ inner }: { inner: readonly InnerTxnView[] }) {
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {inner.map((i) => (
        <li
          key={i.path.join('.')}
          style={{ paddingLeft: `${(i.path.length - 2) * 12}px` }}
          data-testid="debug-inner"
          data-failed={i.failed || undefined}
        >
          <span className="text-muted">{L.pathLabel(i.path)}</span>{' '}
          <span className="font-mono">{i.type}</span>
          {i.appId !== undefined && <span className="text-muted"> · {L.app(i.appId.toString())}</span>}
          {i.failed && <span className="font-medium text-bad"> · {L.failingTxn}</span>}
          {i.logs.length > 0 && (
            <ul className="flex flex-col gap-0.5 py-0.5 pl-3 font-mono">
              {i.logs.map((log, k) => (
                <li key={k} className="flex gap-2">
                  <span className="text-muted">{L.logLine}</span>
                  <BytesValue
                    base64={log}
                    what={L.innerLogN(L.pathLabel(i.path), k + 1)}
                    testId="debug-log"
                  />
                </li>
              ))}
            </ul>
          )}
          {i.inner.length > 0 && <InnerList inner={i.inner} />}
        </li>
      ))}
    </ul>
  );
}

function UnnamedList({ u }: { u: UnnamedResources }) {
  const rows = [
    ...u.accounts.map((a) => `account ${a}`),
    ...u.apps.map((a) => `app ${a}`),
    ...u.assets.map((a) => `asset ${a}`),
    ...u.boxes.map((b) => `box ${b.app}:${boxNameText(b.name)}`),
    ...u.appLocals.map((l) => `local state of app ${l.app} for ${l.account}`),
    ...u.assetHoldings.map((h) => `holding of asset ${h.asset} by ${h.account}`),
    ...(u.extraBoxRefs > 0 ? [`${u.extraBoxRefs} extra box references`] : []),
  ];
  return (
    <ul className="flex flex-col gap-0.5 font-mono text-xs break-all" data-testid="debug-unnamed">
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

/** What simulate reports it relaxed or raised, in words. */
function overrideWords(o: SimulationOverrides): string[] {
  return [
    o.allowEmptySignatures && L.allowEmptySignatures,
    o.fixSigners && L.fixSigners,
    o.allowUnnamedResources && L.allowUnnamedResources,
    o.extraOpcodeBudget !== undefined && L.extraBudgetUsed(o.extraOpcodeBudget),
    o.maxLogCalls !== undefined && L.maxLogCalls(o.maxLogCalls),
    o.maxLogSize !== undefined && L.maxLogSize(o.maxLogSize),
  ].filter((w): w is string => typeof w === 'string');
}

function isEmpty(u: UnnamedResources): boolean {
  return (
    u.accounts.length +
      u.apps.length +
      u.assets.length +
      u.boxes.length +
      u.appLocals.length +
      u.assetHoldings.length ===
      0 && u.extraBoxRefs === 0
  );
}

/** A box name as text when it reads as text, else as base64. */
function boxNameText(b64: string): string {
  const bytes = decodeBase64(b64);
  if (bytes === undefined) return b64;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f]/.test(text) ? b64 : JSON.stringify(text);
  } catch {
    return b64;
  }
}
