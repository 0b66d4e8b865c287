import type { FollowProgress } from '../pipeline/followGroup';
import type { GroupTealErrors } from './compileGroupTeal';
import type { StoredDraft } from './DraftStorage';
import { newGroupDraft, type GroupDraft } from './GroupDraft';
import { DEFAULT_PREPARE, type PreparedDrafts, type StudioPrepareOptions } from './prepareDrafts';
import type { SimulationState } from './simulateBuilt';

export interface SignOutcome {
  kind: 'ok' | 'error';
  message: string;
}

/** Everything the studio shows, as one immutable value (a new object on every change). */
export interface ComposeSnapshot {
  /** False until the stored draft has been read. */
  readonly ready: boolean;
  readonly draftId: string;
  readonly group: GroupDraft;
  /** The network's saved drafts, newest first (the open one included once it has a transaction). */
  readonly drafts: readonly StoredDraft[];
  /** Storage that does not work, or a saved draft that could not be read. */
  readonly problem: string | undefined;
  /** Why the last build did not happen (size, parameters the node did not give). */
  readonly notice: string | undefined;
  readonly selectedId: string | undefined;
  /** After a build found field errors: show every field's error, not only touched ones. */
  readonly showAllErrors: boolean;
  /** Programs written as TEAL that the node did not compile at the last build, by entry id. */
  readonly tealErrors: GroupTealErrors;
  readonly building: boolean;
  readonly signing: { readonly busy: boolean; readonly outcome: SignOutcome | undefined };
  /** Addresses a signer opened in this session holds (kmd's accounts): offered in address fields. */
  readonly knownAddresses: readonly string[];
  /** The simulation of the built group (undefined while building or after it was sent). */
  readonly simulation: SimulationState | undefined;
  /** What Build does to app calls: populate resources, cover inner fees. */
  readonly prepare: StudioPrepareOptions;
  /** What the last Build added to the app calls (cleared by an edit). */
  readonly prepared: PreparedDrafts | undefined;
  readonly send: {
    readonly busy: boolean;
    readonly progress: FollowProgress | undefined;
    /** The rounds to wait passed while the group can still land: the person may keep waiting. */
    readonly notConfirmed: string | undefined;
  };
}

/** A fresh, empty draft `draftId` of `network`, before the stored one has been read. */
export function initialComposeSnapshot(network: string, draftId: string): ComposeSnapshot {
  return {
    ready: false,
    draftId,
    group: newGroupDraft(network),
    drafts: [],
    problem: undefined,
    notice: undefined,
    selectedId: undefined,
    showAllErrors: false,
    tealErrors: {},
    building: false,
    signing: { busy: false, outcome: undefined },
    knownAddresses: [],
    simulation: undefined,
    prepare: DEFAULT_PREPARE,
    prepared: undefined,
    send: { busy: false, progress: undefined, notConfirmed: undefined },
  };
}
