import type { ProgramListing } from '@sextant/core/debug/ProgramListing';
import { DEBUG_LABELS as L } from '../debugLabels';
import { ProgramListingView } from './ProgramListingView';
import { TemplateValuesForm } from '../../contracts/components/TemplateValuesForm';

/** What the stepper asks when a spec's TEAL could not be matched (the page lists again). */
export interface SpecTemplatesAsk {
  onMatch: (hash: string, literals: Record<string, string>) => void;
  pending: boolean;
  error: string | undefined;
}

/**
 * The running program's listing: where it came from, why a spec's TEAL is not used (and the form
 * that asks its template values), and the lines with the current one, breakpoints and the contract's
 * error messages at their lines.
 */
export function ListingPane({
  listing,
  hash,
  line,
  failing,
  breakpoints,
  onToggle,
  specTemplates,
}: {
  listing: ProgramListing | undefined;
  hash: string;
  line: number | undefined;
  failing: boolean;
  breakpoints: ReadonlySet<number>;
  onToggle: (line: number) => void;
  specTemplates: SpecTemplatesAsk | undefined;
}) {
  const lineNotes = new Map<number, string>();
  for (const [pc, message] of listing?.errorOfPc ?? []) {
    const l = listing?.lineOfPc.get(pc);
    if (l !== undefined) lineNotes.set(l, message);
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-xs text-muted" data-testid="debug-listing-origin">
        {originLabel(listing)}
      </p>
      {listing?.specTeal !== undefined && (
        <p className="text-xs text-warn" data-testid="debug-spec-teal-problem">
          {listing.specTeal.problem === 'templates'
            ? L.specTemplates(listing.contract ?? '', listing.specTeal.missing)
            : L.specMismatch(listing.contract ?? '')}
        </p>
      )}
      {listing?.specTeal !== undefined && listing.specTeal.templates.length > 0 && specTemplates && (
        <TemplateValuesForm
          key={hash}
          fields={listing.specTeal.templates}
          onSubmit={(literals) => specTemplates.onMatch(hash, literals)}
          submitLabel={L.showSpecTeal}
          pending={specTemplates.pending}
          pendingLabel={L.matchingSpec}
          error={specTemplates.error}
          testId="debug-spec-templates"
        />
      )}
      {listing && (
        <ProgramListingView
          listing={listing}
          currentLine={line}
          failing={failing}
          breakpoints={breakpoints}
          onToggle={onToggle}
          notes={lineNotes}
        />
      )}
    </div>
  );
}

function originLabel(listing: ProgramListing | undefined): string {
  if (listing === undefined) return L.noListing;
  switch (listing.origin) {
    case 'spec':
      return L.bySpec(listing.contract ?? '');
    case 'source':
      return L.bySource;
    case 'import':
      return L.byImport(listing.file ?? '');
    case 'dryrun':
      return L.byDryrun;
    case 'disassembly':
      return listing.contract !== undefined && listing.specTeal === undefined
        ? L.byDisassemblyWithSpec(listing.contract)
        : L.byDisassembly;
  }
}
