/**
 * Per-step trace for simulate's exec-trace and dry-run. The run loop only builds these when a
 * hook is given; without one it takes a path with no tracing code at all.
 */
import type { Value } from './values';

export interface ScratchChange {
  readonly slot: number;
  readonly value: Value;
}

/** A state write, as simulate's state-change entries describe it (`newValue` absent: deleted, or the op failed). */
export interface StateChangeTrace {
  /** g: global, l: local, b: box. */
  readonly appStateType: 'g' | 'l' | 'b';
  /** w: write, d: delete. */
  readonly operation: 'w' | 'd';
  readonly key: Uint8Array;
  readonly newValue?: Value;
  readonly account?: Uint8Array;
}

/** App state an op touches (go's AppStateExplain); see explainStep.ts. */
export interface StateAccess {
  /** g: global, l: local, b: box. */
  readonly appStateType: 'g' | 'l' | 'b';
  /** w: write, d: delete, r: read (reads only feed initial-states). */
  readonly operation: 'w' | 'd' | 'r';
  readonly appId: bigint;
  /** Local state's account; undefined when it could not be resolved (go's zero address). */
  readonly account: Uint8Array | undefined;
  /** The key or box name, as the ledger keys it (latin1 string of the bytes). */
  readonly key: string;
}

export interface StepTrace {
  readonly pc: number;
  readonly op: string;
  /** The step's cost (0 when it failed before being charged). */
  readonly cost: number;
  readonly stackPopCount: number;
  readonly stackAdditions: readonly Value[];
  readonly scratchChanges: readonly ScratchChange[];
  readonly stateChanges: readonly StateChangeTrace[];
  /** The app state the step read or wrote and its value before (hooks with `explainState` only). */
  readonly stateAccess?: StateAccess & { readonly before: Value | undefined };
  /** Indexes (into the app call's inner transactions) of inners this step spawned. */
  readonly spawnedInners: readonly number[];
  /** The step's error text, when it failed. */
  readonly error?: string;
}

export interface TraceHook {
  /** Ask for `stateChanges` and `stateAccess` (simulate's state-change option; costs a lookup per state op). */
  readonly explainState?: boolean;
  step(trace: StepTrace): void;
  /** Called when a program starts (pc at its first instruction) and ends. */
  programStart?(info: {
    readonly appId: bigint;
    readonly groupIndex: number;
    readonly mode: 'sig' | 'app';
    /** An app's clear-state program (rather than its approval program). */
    readonly clearState?: boolean;
    /** The app call creates the app (simulate keeps created apps out of initial-states). */
    readonly creating?: boolean;
    /** The program's bytes (simulate reports their hash). */
    readonly program?: Uint8Array;
  }): void;
  programEnd?(info: { readonly pass: boolean; readonly cost: number; readonly error?: string }): void;
}
