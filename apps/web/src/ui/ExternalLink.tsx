import { ExternalLink as ExternalIcon } from 'lucide-react';
import { safeUrl } from './safeUrl';

/** On-chain URL text: a link only for http(s)/ipfs, opened without referrer or opener; otherwise text. */
export function ExternalLink({ text }: { text: string }) {
  const href = safeUrl(text);
  if (href === undefined) return <span className="break-all">{text}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-baseline gap-1 break-all text-accent hover:underline"
    >
      {text}
      <ExternalIcon className="size-3 shrink-0 self-center" aria-hidden />
    </a>
  );
}
